// Lets Vitest import modules marked "server-only" (it has no react-server condition).
export {};
