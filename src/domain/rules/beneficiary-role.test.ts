import { describe, expect, it } from 'vitest';
import { roleChangeRefusal } from './beneficiary-role.ts';

describe('roleChangeRefusal', () => {
  it('lets firm roles change among themselves', () => {
    expect(roleChangeRefusal('Staff', 'Admin')).toBeNull();
    expect(roleChangeRefusal('Admin', 'Estate Attorney')).toBeNull();
    expect(roleChangeRefusal('Beneficiary', 'Beneficiary')).toBeNull();
  });
  it('never turns a beneficiary into a colleague or the reverse', () => {
    expect(roleChangeRefusal('Beneficiary', 'Admin')).toMatch(/beneficiary cannot be given a firm role/);
    expect(roleChangeRefusal('Staff', 'Beneficiary')).toMatch(/cannot be made a beneficiary/);
  });
});
