/** The demo account the login page fills in on a double-click of its heading (spec §2). */
export const DEMO_CREDENTIALS = { email: 'demo@example.com', password: 'demo-estates-2026' } as const;
