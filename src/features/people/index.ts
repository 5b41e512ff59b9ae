/**
 * The firm's people (docs/behaviour.md#people): the People card of Profile → Organization, your
 * own password and email, and the new-password field the invitation and reset pages share.
 */
export { AccountSecurity } from './account-forms.tsx';
export { InviteScreen } from './invite-screen.tsx';
export { NewPasswordField, newPasswordProblem } from './new-password-field.tsx';
export { PeopleSection } from './people-section.tsx';
export { ResetScreen } from './reset-screen.tsx';
export { SignUpFinishScreen } from './sign-up-finish-screen.tsx';
