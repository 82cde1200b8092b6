import type { BenchPlatform } from './platform';

export interface Scenario {
  name: string;
  path: string;
  headers(platform: BenchPlatform): Promise<Record<string, string>>;
}

const anonymous = async () => ({});
const asAttendant = async (platform: BenchPlatform) => ({ authorization: `Bearer ${await platform.attendantToken()}` });

export const scenarios: Scenario[] = [
  { name: 'GET /api/health (database round trip)', path: '/api/health', headers: anonymous },
  { name: 'GET /api/auth/me (token + tenant-scoped read)', path: '/api/auth/me', headers: asAttendant },
];
