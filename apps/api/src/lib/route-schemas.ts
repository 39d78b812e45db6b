// Pieces every route module declares the same way.
import { z } from 'zod';

/** The success envelope of docs/api.md around a payload shape. */
export const envelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ message: z.literal('success'), data: z.object({ message: z.string(), ...shape }) });

export const ZMessageOnly = envelope({});

/** OpenAPI: the route needs a bearer token. */
export const bearerSecurity = [{ bearer: [] }];
