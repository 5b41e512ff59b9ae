/**
 * What a browser does on the test provider's own pages (tests/helpers/oidc-provider.ts), over
 * HTTP: follows the authorization URL, fills in the login form with an account's name, confirms
 * the consent form, and stops at the redirect that leaves the provider, which it returns.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const origin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  let body: string | undefined;
  for (let step = 0; step < 20; step += 1) {
    const res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(body === undefined ? {} : { body }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    if (res.status >= 300 && res.status < 400) {
      await res.arrayBuffer();
      url = new URL(res.headers.get('location')!, url);
      body = undefined;
      if (url.origin !== origin) return url;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`the provider showed no form (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    body =
      prompt === 'login'
        ? new URLSearchParams({ prompt, login, password: 'any password' }).toString()
        : new URLSearchParams({ prompt }).toString();
  }
  throw new Error('the provider never sent the browser back');
}
