import { z } from 'zod';

// Ids are kept as strings whatever JSON type the server uses, so routes and comparisons stay simple.
export const userSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  username: z.string(),
});

export type User = z.output<typeof userSchema>;
