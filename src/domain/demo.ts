/** The demo account the login page fills in on a double-click of its heading (docs/behaviour.md#sign-in-and-sign-up). */
export const DEMO_CREDENTIALS = { email: 'demo@example.com', password: 'demo-estates-2026' } as const;
