/**
 * Signed-in devices (docs/architecture.md#sessions-and-logout): `DevicesList` takes a person's id;
 * the Profile shows the signed-in person's own, and an Admin's people screen can show anyone's.
 */
export { DevicesList } from './devices-list.tsx';
