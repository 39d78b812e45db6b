import type { ZAdminLoginRequest } from '@prepward/shared/schemas/admin';
import type { TAdmin } from '@prepward/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/storage';

export type AdminSignInRequest = z.input<typeof ZAdminLoginRequest>;
export type AdminSession = { message: string; jwt: string; admin: TAdmin };

export async function adminSignIn(request: AdminSignInRequest): Promise<AdminSession> {
  const { data } = await apiRequest<Omit<AdminSession, 'message'>>(
    '/admin/onboarding/authenticate',
    { method: 'POST', body: request, auth: 'none' },
  );
  return data;
}

/** Signs an administrator in and stores the admin token and account type 'admin'. */
export function useAdminSignIn() {
  return useMutation({
    mutationFn: adminSignIn,
    onSuccess: ({ jwt }) => saveSession('admin', jwt),
  });
}
