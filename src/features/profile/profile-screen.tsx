import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { currentUser } from '../../api/session.ts';
import { can } from '../../domain/rules/permissions.ts';
import { SectionAnchor, type SectionLink, SectionNav } from '../../ui/section-nav.tsx';
import { CourtOfficesCard } from '../court-offices/index.ts';
import { DevicesList } from '../devices/index.ts';
import { FirmDetailsCard } from '../firm-details/index.ts';
import { DevicePinCard } from '../lock/index.ts';
import { AccountSecurity, PeopleSection } from '../people/index.ts';
import { SignInRulesCard } from '../sign-in-rules/index.ts';
import { TwoFactorCard } from '../two-factor/index.ts';
import { InstallCard } from './install-card.tsx';
import { LogoutButton } from './logout-button.tsx';
import { OrganizationTab } from './organization-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import './profile.css';

/** The Profile tab's cards one tap away (docs/behaviour.md#estate-page-layout), by their headings. */
const PROFILE_SECTIONS: readonly SectionLink[] = [
  { id: 'profile-information', label: 'Profile information' },
  { id: 'devices', label: 'Signed-in devices' },
  { id: 'password-and-email', label: 'Password and email' },
  { id: 'two-factor', label: 'Two-factor sign-in' },
];

/**
 * Account Settings (docs/behaviour.md#profile): Profile and Organization tabs, and Logout. Everything is read from
 * and written to the local store, so it works offline; the outbox carries the changes.
 */
export function ProfileScreen() {
  const user = currentUser();
  // A link to the firm's details (a court check's "Open the firm's details") opens the Organization tab.
  const [atFirm] = useState(() => window.location.hash === '#firm-details');
  const [tab, setTab] = useState<Key>(atFirm ? 'organization' : 'profile');
  // The Organization tab loads on first open (docs/behaviour.md#profile) and then stays mounted, keeping any edit.
  const [orgOpened, setOrgOpened] = useState(atFirm);

  const select = (key: Key) => {
    setTab(key);
    if (key === 'organization') setOrgOpened(true);
  };

  return (
    <div className="profile-page">
      <div className="profile-page-head">
        <h1>Account Settings</h1>
        {can(user?.role, 'activity') && (
          <Link to="/admin/activity" className="button button-secondary">
            Activity log
          </Link>
        )}
        <LogoutButton />
      </div>
      {!user ? (
        <p className="alert alert-error">Failed to load profile information. Please try again later.</p>
      ) : (
        <Tabs selectedKey={tab} onSelectionChange={select} className="profile-tabs">
          <TabList aria-label="Account settings sections" className="profile-tab-list">
            <Tab id="profile" className="profile-tab">
              Profile
            </Tab>
            <Tab id="organization" className="profile-tab">
              Organization
            </Tab>
          </TabList>
          <TabPanel id="profile" shouldForceMount className="profile-panel">
            <SectionNav label="Profile sections" sections={PROFILE_SECTIONS} />
            <SectionAnchor id="profile-information">
              <ProfileTab user={user} />
            </SectionAnchor>
            {/* Before the cards that load from the server, so it does not move as they arrive. */}
            <InstallCard />
            <SectionAnchor id="devices">
              <DevicesList userId={user._id} />
            </SectionAnchor>
            <SectionAnchor id="password-and-email">
              <AccountSecurity name={user.name} email={user.email} />
            </SectionAnchor>
            <SectionAnchor id="two-factor">
              <TwoFactorCard role={user.role} />
            </SectionAnchor>
            <DevicePinCard />
          </TabPanel>
          <TabPanel id="organization" shouldForceMount={orgOpened} className="profile-panel">
            {orgOpened && (
              <>
                <OrganizationTab user={user} />
                <FirmDetailsCard role={user.role} organizationId={user.organization?._id} />
                <CourtOfficesCard role={user.role} organizationId={user.organization?._id} />
                <PeopleSection role={user.role} selfId={user._id} />
                <SignInRulesCard role={user.role} />
              </>
            )}
          </TabPanel>
        </Tabs>
      )}
    </div>
  );
}
