// Response envelope shared by server and client (DESIGN.md section 2).

export type ApiSuccess<T extends object = object> = {
  message: 'success';
  data: { message: string } & T;
};

export type ApiErrorDetail = { path: string; message: string };

export type ApiFailure = {
  message: string;
  error: string;
  details?: ApiErrorDetail[];
};

export type HealthData = {
  status: 'ok' | 'degraded';
  database: { status: 'up' | 'down'; driver: 'pglite' | 'postgres'; latencyMs: number };
  version: string;
  uptimeSeconds: number;
};
