import { useState } from 'react';
import { requestLater } from '../../api/request-later.ts';
import { currentUser } from '../../api/session.ts';
import { formatEventTime } from '../../domain/rules/activity.ts';
import { can } from '../../domain/rules/permissions.ts';
import type { DeviceSession } from '../../domain/schemas/api-sessions.ts';
import { ServerReadStatus } from '../../ui/server-read-status.tsx';
import { useServerRead } from '../../ui/use-server-read.ts';
import { useOnline } from '../sync/index.ts';
import './devices.css';

const OFFLINE = 'Signed-in devices are kept on the server. Connect to the internet to see them.';

function fetchDevices(userId: string) {
  const self = currentUser()?._id === userId;
  return requestLater('sessions', { query: self ? {} : { user: userId } });
}

const endDevice = (id: string) => requestLater('endSession', { params: { id } });

/**
 * The signed-in devices of one person (docs/behaviour.md#profile): browser and system, first and
 * last seen, which one is this device, and "Sign out this device" for the others. Everyone sees
 * their own; an Admin anyone's in the firm (the server checks it too). Online only: the list is
 * the server's.
 */
export function DevicesList({ userId, title = 'Signed-in devices' }: { userId: string; title?: string }) {
  const online = useOnline();
  const me = currentUser();
  const allowed = !!me && (me._id === userId || can(me.role, 'users'));
  const [ending, setEnding] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const loaded = useServerRead(() => fetchDevices(userId), userId, {
    enabled: allowed,
    online,
    offlineText: OFFLINE,
    failedText: 'The devices could not be read. Please try again.',
  });

  async function signOut(device: DeviceSession) {
    setEnding(device.id);
    setNotice(null);
    const res = await endDevice(device.id);
    setEnding(null);
    if (res.ok) {
      setNotice(`${device.device} was signed out. It asks for a sign-in at its next connection.`);
      await loaded.reload();
    } else setNotice(res.offline ? OFFLINE : (res.message ?? 'The device could not be signed out.'));
  }

  if (!allowed) return null;
  return (
    <section className="devices" aria-labelledby={`devices-${userId}`}>
      <h2 id={`devices-${userId}`}>{title}</h2>
      {notice && (
        <p className="alert alert-info" role="status">
          {notice}
        </p>
      )}
      <ServerReadStatus read={loaded} loading="Loading devices…" />
      {loaded.state === 'ready' &&
        (loaded.data.length === 0 ? (
          <p className="muted">No device is signed in.</p>
        ) : (
          <ul className="devices-list" aria-label={title}>
            {loaded.data.map((device) => (
              <li key={device.id} className="devices-item" data-current={device.current || undefined}>
                <div>
                  <strong>{device.device}</strong>
                  {device.current && <span className="devices-this"> This device</span>}
                  <div className="muted devices-times">
                    First seen {formatEventTime(device.createdAt)} · Last seen{' '}
                    {formatEventTime(device.lastSeenAt)}
                  </div>
                </div>
                {!device.current && (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={ending !== null || !online}
                    aria-label={`Sign out this device: ${device.device}, last seen ${formatEventTime(device.lastSeenAt)}`}
                    onClick={() => void signOut(device)}
                  >
                    {ending === device.id ? 'Signing out…' : 'Sign out this device'}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
