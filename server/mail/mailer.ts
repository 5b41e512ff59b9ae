import nodemailer from 'nodemailer';

/** One email: plain text, with an HTML twin for mail programs that show it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; `send` rejects when the mail server refuses or cannot be reached. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * A mailer over SMTP (nodemailer) for `SMTP_URL`, e.g. `smtp://user:pass@host:587` (STARTTLS when
 * the server offers it) or `smtps://…:465`. The sender is `MAIL_FROM`.
 */
export function createSmtpMailer(
  smtpUrl: string,
  from: string,
  options: { tls?: { rejectUnauthorized?: boolean } } = {},
): Mailer {
  const url = new URL(smtpUrl);
  // A slow or unreachable mail server must not hold an Admin's request for minutes.
  for (const [key, value] of Object.entries({
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }))
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  const transport = nodemailer.createTransport({
    url: url.toString(),
    ...(options.tls ? { tls: options.tls } : {}),
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The invitation email: who invited whom to which firm, the link, and when it stops working. */
export function invitationMail(input: {
  to: string;
  name: string;
  firm: string;
  invitedBy: string | null;
  link: string;
  expires: Date;
}): Mail {
  const who = input.invitedBy ? `${input.invitedBy} has invited you` : 'You have been invited';
  const until = input.expires.toUTCString();
  const text = [
    `Hello ${input.name},`,
    '',
    `${who} to ${input.firm} in Estate Administration.`,
    '',
    `Open this link to choose your password and sign in (it works once, until ${until}):`,
    input.link,
    '',
    'If you did not expect this invitation, you can ignore this email.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p>${escapeHtml(who)} to ${escapeHtml(input.firm)} in Estate Administration.</p>
<p><a href="${escapeHtml(input.link)}">Accept the invitation</a> to choose your password and sign in. The link works once, until ${escapeHtml(until)}.</p>
<p>If you did not expect this invitation, you can ignore this email.</p>`;
  return { to: input.to, subject: `Your invitation to ${input.firm}`, text, html };
}

/** The password-reset email: the link and its one hour. */
export function resetMail(input: {
  to: string;
  name: string;
  firm: string;
  link: string;
  expires: Date;
}): Mail {
  const until = input.expires.toUTCString();
  const text = [
    `Hello ${input.name},`,
    '',
    `An administrator of ${input.firm} issued a link for you to set a new password.`,
    `It works once, until ${until}:`,
    input.link,
    '',
    'If you did not ask for this, tell your firm’s administrator.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p>An administrator of ${escapeHtml(input.firm)} issued a link for you to set a new password.</p>
<p><a href="${escapeHtml(input.link)}">Set a new password</a>. The link works once, until ${escapeHtml(until)}.</p>
<p>If you did not ask for this, tell your firm’s administrator.</p>`;
  return { to: input.to, subject: `Set a new password for ${input.firm}`, text, html };
}

/** The sign-up email for a free address: the link that makes the firm, and its day. */
export function signUpMail(input: {
  to: string;
  name: string;
  firm: string;
  link: string;
  expires: Date;
}): Mail {
  const until = input.expires.toUTCString();
  const text = [
    `Hello ${input.name},`,
    '',
    `Open this link to finish creating ${input.firm} in Estate Administration (it works once, until ${until}):`,
    input.link,
    '',
    'If you did not sign up, you can ignore this email: nothing is created without the link.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p><a href="${escapeHtml(input.link)}">Finish creating ${escapeHtml(input.firm)}</a> in Estate Administration. The link works once, until ${escapeHtml(until)}.</p>
<p>If you did not sign up, you can ignore this email: nothing is created without the link.</p>`;
  return { to: input.to, subject: 'Finish creating your firm', text, html };
}

/**
 * The sign-up email for an address that already signs in: it says so to the address's owner only
 * (the page that asked showed the same words as for a free address), with where to sign in.
 */
export function signUpTakenMail(input: { to: string; login: string }): Mail {
  const text = [
    'Hello,',
    '',
    'Someone, perhaps you, tried to create a new firm in Estate Administration with this email address.',
    'This address already signs in, so no firm was created. Sign in here:',
    input.login,
    '',
    'If you have forgotten your password, ask your firm’s administrator for a reset link. If it was not you, you can ignore this email.',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>Someone, perhaps you, tried to create a new firm in Estate Administration with this email address. This address already signs in, so no firm was created.</p>
<p><a href="${escapeHtml(input.login)}">Sign in</a>. If you have forgotten your password, ask your firm’s administrator for a reset link. If it was not you, you can ignore this email.</p>`;
  return { to: input.to, subject: 'You already have an account', text, html };
}
