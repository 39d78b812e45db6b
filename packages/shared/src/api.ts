// Response envelope shared by server and client (docs/api.md).

export type ApiSuccess<T extends object = object> = {
  message: 'success';
  data: { message: string } & T;
};

export type ApiErrorDetail = {
  path: string;
  message: string;
  /** Bulk CSV upload: the row of the problem as a spreadsheet numbers it (the header is 1). */
  line?: number;
  /** Bulk CSV upload: the column of the problem ('' for the whole row). */
  column?: string;
};

export type ApiFailure = {
  message: string;
  error: string;
  details?: ApiErrorDetail[];
};
