import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

export async function setup() {
  await mkdir(join(process.cwd(), 'test-results', 'screens'), { recursive: true });
}
