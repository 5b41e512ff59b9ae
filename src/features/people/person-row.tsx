import { useId, useState } from 'react';
import type { Person } from '../../domain/schemas/api-people.ts';
import { type FirmRole, USER_ROLES } from '../../domain/schemas/statuses.ts';
import { DevicesList } from '../devices/index.ts';

/** One person of the firm: role, whether they can sign in, and an Admin's actions on them. */
export function PersonRow({
  person,
  admin,
  self,
  busy,
  onRole,
  onReset,
  onDisable,
  onEnable,
  onRemove,
}: {
  person: Person;
  admin: boolean;
  self: boolean;
  busy: string | null;
  onRole: (role: FirmRole) => void;
  onReset: () => void;
  onDisable: () => void;
  onEnable: () => void;
  onRemove: () => void;
}) {
  const roleId = useId();
  const devicesId = useId();
  const [showDevices, setShowDevices] = useState(false);
  const disabled = person.status === 'Disabled';
  return (
    <li className={disabled ? 'people-row people-row-disabled' : 'people-row'}>
      <div className="people-who">
        <strong>
          {person.name}
          {self && <span className="muted"> (you)</span>}
        </strong>
        <span className="muted people-email">{person.email}</span>
      </div>
      <div className="people-facts">
        {admin ? (
          <span className="people-role">
            <label htmlFor={roleId} className="visually-hidden">
              Role of {person.name}
            </label>
            <select
              id={roleId}
              value={person.role}
              disabled={busy !== null}
              onChange={(e) => onRole(e.target.value as FirmRole)}
            >
              {USER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </span>
        ) : (
          <span className="chip chip-gray">{person.role}</span>
        )}
        <span className={disabled ? 'chip chip-red' : 'chip chip-green'}>
          {disabled ? 'Disabled' : 'Active'}
        </span>
      </div>
      {admin && (
        <div className="people-actions">
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={busy !== null}
            onClick={onReset}
            aria-label={`Make a password reset link for ${person.name}`}
          >
            Reset link
          </button>
          {!self &&
            (disabled ? (
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={busy !== null}
                onClick={onEnable}
                aria-label={`Re-enable ${person.name}`}
              >
                Enable
              </button>
            ) : (
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={busy !== null}
                onClick={onDisable}
                aria-label={`Disable ${person.name}`}
              >
                Disable
              </button>
            ))}
          <button
            type="button"
            className="button button-secondary button-small"
            aria-expanded={showDevices}
            aria-controls={devicesId}
            onClick={() => setShowDevices((v) => !v)}
            aria-label={`Signed-in devices of ${person.name}`}
          >
            Devices
          </button>
          {!self && (
            <button
              type="button"
              className="button button-danger button-small"
              disabled={busy !== null}
              onClick={onRemove}
              aria-label={`Remove ${person.name}`}
            >
              Remove
            </button>
          )}
        </div>
      )}
      {admin && (
        <div id={devicesId} className="people-devices" hidden={!showDevices}>
          {showDevices && <DevicesList userId={person.id} title={`Devices of ${person.name}`} />}
        </div>
      )}
    </li>
  );
}
