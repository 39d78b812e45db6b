import { adminAccountOperations } from '@prepward/shared/operations/accounts';
import type { ZAdminLoginRequest } from '@prepward/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/operations';
import { saveSession } from '../../../lib/storage';

export type AdminSignInRequest = z.input<typeof ZAdminLoginRequest>;

export function adminSignIn(request: AdminSignInRequest) {
  return call(adminAccountOperations.signIn, { body: request });
}

/** Signs an administrator in and stores the admin token and account type 'admin'. */
export function useAdminSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminSignIn,
    onSuccess: ({ jwt }) => {
      queryClient.clear();
      saveSession('admin', jwt);
    },
  });
}
