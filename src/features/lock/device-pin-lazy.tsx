import { lazy, Suspense } from 'react';

/** The device PIN's screens load in their own chunk, only where they are shown (docs/oidc.md#the-lock-and-a-device-pin). */
const Prompt = lazy(() => import('./device-pin.tsx').then((m) => ({ default: m.DevicePinPrompt })));
const Card = lazy(() => import('./device-pin.tsx').then((m) => ({ default: m.DevicePinCard })));

export const DevicePinPrompt = () => (
  <Suspense fallback={null}>
    <Prompt />
  </Suspense>
);

export const DevicePinCard = () => (
  <Suspense fallback={null}>
    <Card />
  </Suspense>
);
