import { z } from "zod";

const emailSchema = z
  .string({ message: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email({ message: "Enter a valid email address, like name@example.com." }))
  .transform((e) => e.toLowerCase());

const newPasswordSchema = z
  .string({ message: "Choose a password." })
  .min(8, "Use at least 8 characters for your password.")
  .max(200, "Use at most 200 characters for your password.");

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .max(80, "Use at most 80 characters for your name.")
    .optional()
    .transform((n) => (n ? n : undefined)),
  email: emailSchema,
  password: newPasswordSchema,
});

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ message: "Enter your password." }).min(1, "Enter your password.").max(200, "That password is too long."),
});

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;
