import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../helpers/free-port.ts';
import type { Driver } from './driver.ts';

const WEBDRIVER = process.env.WEBKIT_WEBDRIVER || '/usr/bin/WebKitWebDriver';
/** Debian's WebKitGTK browser for automation (webkit2gtk-driver's dependency libwebkit2gtk-4.1-0). */
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const stopProcess = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
};

/** A virtual X display for WebKitGTK's window; -displayfd picks a free display number. */
async function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1300x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    child.stdio[3]!.once('data', (d: Buffer) => resolve(`:${d.toString().trim()}`));
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display, child };
}

async function waitForPort(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}/status`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/** WebKit as Safari has it: Debian's WebKitGTK MiniBrowser, through WebKitWebDriver (classic WebDriver). */
export async function launchWebKit(): Promise<Driver> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn(WEBDRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: 'ignore',
  });
  let driver: WebDriver | undefined;
  try {
    await waitForPort(`http://127.0.0.1:${port}`);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
  } catch (error) {
    await stopProcess(driverProcess);
    await stopProcess(xvfb.child);
    throw error;
  }
  const d = driver;
  // A script cut off by a navigation never answers: fail in seconds rather than half a minute.
  await d.manage().setTimeouts({ script: 10_000 });
  const pick = (css: string) => d.findElement(By.css(css));
  return {
    engine: 'webkit',
    goto: (url) => d.get(url),
    reload: () => d.navigate().refresh(),
    url: () => d.getCurrentUrl(),
    run: <T>(source: string, args: unknown[]) =>
      d.executeScript(`return (${source}).apply(null, arguments)`, ...args) as Promise<T>,
    click: async (css) => (await pick(css)).click(),
    async type(css, text) {
      const el = await pick(css);
      await el.clear();
      await el.sendKeys(text);
    },
    pressEnter: () => d.actions().sendKeys(Key.ENTER).perform(),
    async setViewport(width, height) {
      // The window's frame is not the viewport: size it, measure the difference, size it again.
      await d.manage().window().setRect({ width, height });
      const [w, h] = (await d.executeScript('return [innerWidth, innerHeight]')) as [number, number];
      if (w !== width || h !== height)
        await d
          .manage()
          .window()
          .setRect({ width: width + (width - w), height: height + (height - h) });
    },
    async screenshot(path) {
      await writeFile(path, Buffer.from(await d.takeScreenshot(), 'base64'));
    },
    // WebKitWebDriver has no log endpoint; the page's errors are not visible to the client.
    errors: () => [],
    async close() {
      await d.quit().catch(() => undefined);
      await stopProcess(driverProcess);
      await stopProcess(xvfb.child);
    },
  };
}
