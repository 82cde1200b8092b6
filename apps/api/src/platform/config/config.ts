import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlString = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const roleNames = ['api', 'worker', 'channels'] as const;
export type ProcessRole = (typeof roleNames)[number];

/** Every environment variable the process reads. Documented one by one in README.md. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlString(['postgres', 'postgresql']).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  EMBEDDED_DATABASE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'a size such as 512MB or 2GB')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_REFRESH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().email().default('admin@admin.com'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  REDIS_URL: urlString(['redis', 'rediss']).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: urlString(['smtp', 'smtps']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ROLES: z
    .string()
    .default('api,worker,channels')
    .transform((value) => value.split(',').map((role) => role.trim()))
    .pipe(z.array(z.enum(roleNames)).min(1)),
  SANDBOX_ENABLED: booleanFlag.optional(),
  DEMO: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().optional(),
  EXTERNAL_API_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  TRUST_PROXY: z
    .string()
    .regex(/^(false|true|\d{1,2}|[\d.:/a-fA-F, ]+)$/, 'false, true, a hop count or a list of proxy addresses')
    .default('false'),
  GRAPH_API_BASE_URL: urlString(['http', 'https']).default('https://graph.facebook.com'),
  GRAPH_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'a Graph API version such as v21.0')
    .default('v21.0'),
  META_APP_ID: z.string().min(1).optional(),
  META_APP_SECRET: z.string().min(1).optional(),
  META_VERIFY_TOKEN: z.string().min(1).optional(),
  /** Where the web loads Facebook's JavaScript SDK for the login dialog (a mirror or a test double elsewhere). */
  META_SDK_URL: urlString(['https', 'http']).default('https://connect.facebook.net/pt_BR/sdk.js'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Integrations (docs/integrations.md): an OpenAI-compatible API, the speech service, Dialogflow. */
  OPENAI_BASE_URL: urlString(['http', 'https']).default('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().min(1).max(100).default('gpt-4o-mini'),
  OPENAI_TRANSCRIPTION_MODEL: z.string().min(1).max(100).default('whisper-1'),
  /** The speech service's URL; `{region}` is replaced with the prompt's voiceRegion. */
  SPEECH_BASE_URL: z.string().min(1).default('https://{region}.tts.speech.microsoft.com'),
  DIALOGFLOW_BASE_URL: urlString(['http', 'https']).default('https://dialogflow.googleapis.com'),
  GOOGLE_OAUTH_TOKEN_URL: urlString(['http', 'https']).default('https://oauth2.googleapis.com/token'),
  /** Lets integrations reach loopback, private and link-local addresses (self-hosted engines). */
  ALLOW_PRIVATE_INTEGRATION_URLS: booleanFlag.optional(),
  /** Payment providers' APIs (docs/billing.md): production by default, local stubs in tests. */
  EFI_BASE_URL: urlString(['http', 'https']).default('https://pix.api.efipay.com.br'),
  ASAAS_BASE_URL: urlString(['http', 'https']).default('https://api.asaas.com/v3'),
  MERCADOPAGO_BASE_URL: urlString(['http', 'https']).default('https://api.mercadopago.com'),
  STRIPE_BASE_URL: urlString(['http', 'https']).default('https://api.stripe.com'),
  /** A PEM file of one more CA the Efí API client trusts (a sandbox or a test stub); the public roots stay trusted. */
  EFI_CA_FILE: z.string().min(1).optional(),
  /** How many days before a company's due date its invoice is generated. */
  INVOICE_LEAD_DAYS: z.coerce.number().int().min(0).max(60).default(10),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** shared_buffers of the embedded PostgreSQL (unset: sized from the machine's memory). */
  embeddedSharedBuffers: string | undefined;
  jwtSecret: string | undefined;
  jwtRefreshSecret: string | undefined;
  /** Master key of stored secrets; generated into DATA_DIR/secrets.json when unset. */
  dataEncryptionKey: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  /** smtp[s]://user:pass@host:port?from=sender — unset: mail is written under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  /** Fastify `trustProxy`: which X-Forwarded-For hops to believe (client IPs feed login throttling). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  roles: ProcessRole[];
  sandboxEnabled: boolean;
  /** Seed a demo company with a sandbox phone and simulated customers (`npm start -- --demo`). */
  demo: boolean;
  webDistDir: string;
  /** Sends each connection token may make per minute on POST /api/messages/send (all processes together). */
  externalApiRatePerMinute: number;
  /** Meta's Graph API (WhatsApp Cloud, Messenger, Instagram): base URL without version, and the version. */
  graphApiBaseUrl: string;
  graphApiVersion: string;
  /** Platform defaults of the Meta app; a connection may carry its own app secret and verify token. */
  metaAppId: string | undefined;
  metaAppSecret: string | undefined;
  metaVerifyToken: string | undefined;
  /** The Facebook JavaScript SDK's URL, for the web's "Conectar com Facebook" login. */
  metaSdkUrl: string;
  /** Bearer token that opens /metrics to other machines (unset: loopback only). */
  metricsToken: string | undefined;
  integrations: {
    openAiBaseUrl: string;
    openAiModel: string;
    openAiTranscriptionModel: string;
    speechBaseUrl: string;
    dialogflowBaseUrl: string;
    googleOauthTokenUrl: string;
    allowPrivateUrls: boolean;
  };
  billing: {
    efiBaseUrl: string;
    asaasBaseUrl: string;
    mercadoPagoBaseUrl: string;
    stripeBaseUrl: string;
    efiCaFile: string | undefined;
    invoiceLeadDays: number;
  };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.DEMO && env.SANDBOX_ENABLED === false) {
    throw new ConfigError(
      'Invalid configuration:\n  DEMO: the demo needs SANDBOX_ENABLED (its customers write through the sandbox phone)',
    );
  }
  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    embeddedSharedBuffers: env.EMBEDDED_DATABASE_SHARED_BUFFERS,
    jwtSecret: env.JWT_SECRET,
    jwtRefreshSecret: env.JWT_REFRESH_SECRET,
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY,
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    redisUrl: env.REDIS_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    roles: env.ROLES,
    // The simulated phone is for demos and tests: on by default for tests, the demo and a local start
    // on the embedded database; a deployment (production, or its own DATABASE_URL) gets it only when asked.
    sandboxEnabled:
      env.SANDBOX_ENABLED ??
      (env.DEMO === true || env.NODE_ENV === 'test' || (env.NODE_ENV !== 'production' && !env.DATABASE_URL)),
    demo: env.DEMO ?? false,
    externalApiRatePerMinute: env.EXTERNAL_API_RATE_PER_MINUTE,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../../../web/dist', import.meta.url).pathname),
    graphApiBaseUrl: env.GRAPH_API_BASE_URL.replace(/\/$/, ''),
    graphApiVersion: env.GRAPH_API_VERSION,
    metaAppId: env.META_APP_ID,
    metaAppSecret: env.META_APP_SECRET,
    metaVerifyToken: env.META_VERIFY_TOKEN,
    metaSdkUrl: env.META_SDK_URL,
    metricsToken: env.METRICS_TOKEN,
    integrations: {
      openAiBaseUrl: env.OPENAI_BASE_URL.replace(/\/$/, ''),
      openAiModel: env.OPENAI_MODEL,
      openAiTranscriptionModel: env.OPENAI_TRANSCRIPTION_MODEL,
      speechBaseUrl: env.SPEECH_BASE_URL.replace(/\/$/, ''),
      dialogflowBaseUrl: env.DIALOGFLOW_BASE_URL.replace(/\/$/, ''),
      googleOauthTokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
      allowPrivateUrls: env.ALLOW_PRIVATE_INTEGRATION_URLS ?? false,
    },
    billing: {
      efiBaseUrl: env.EFI_BASE_URL.replace(/\/$/, ''),
      asaasBaseUrl: env.ASAAS_BASE_URL.replace(/\/$/, ''),
      mercadoPagoBaseUrl: env.MERCADOPAGO_BASE_URL.replace(/\/$/, ''),
      stripeBaseUrl: env.STRIPE_BASE_URL.replace(/\/$/, ''),
      efiCaFile: env.EFI_CA_FILE ? path.resolve(env.EFI_CA_FILE) : undefined,
      invoiceLeadDays: env.INVOICE_LEAD_DAYS,
    },
  };
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address: string, hop: number) => hop < hops;
}
