import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { SecretSettingKey } from '../../../modules/settings/secret-setting-values';
import type { PaymentProvider, PaymentProviderDeps } from '../payment-provider';
import type { DriverOptions } from '../provider-http';
import { driverDeps } from './driver-deps';
import { deadlineFor, providerFailed, sampleCharge, stubFailures } from './driver-fixtures';
import type { ProviderStub } from './provider-stub';

export interface DriverUnderTest<S extends ProviderStub> {
  provider: PaymentProvider['name'];
  startStub(): Promise<S>;
  /** The driver's base URL on the stub. */
  baseUrl(stub: S): string;
  /** The credential (sent to the API) and the webhook secret, in the order of `settings`. */
  settings: readonly [SecretSettingKey, SecretSettingKey];
  /** The values the stub accepts for `settings`. */
  values(stub: S): readonly [string, string];
  create(deps: PaymentProviderDeps, options: DriverOptions): PaymentProvider;
}

/**
 * Starts a provider's stub for a test file and gives each test a driver on fresh settings (the
 * stub's credentials; a test may change `context.settings`).
 */
export function useDriver<S extends ProviderStub>(subject: DriverUnderTest<S>) {
  let stub: S | undefined;
  let context: ReturnType<typeof driverDeps> | undefined;
  beforeAll(async () => {
    stub = await subject.startStub();
  });
  afterAll(() => stub?.close());
  beforeEach(() => {
    const started = harness.stub;
    const [credential, secret] = subject.values(started);
    context = driverDeps(subject.baseUrl(started), {
      [subject.settings[0]]: credential,
      [subject.settings[1]]: secret,
    });
  });
  const harness = {
    get stub(): S {
      if (!stub) throw new Error('the stub has not started');
      return stub;
    },
    get context(): ReturnType<typeof driverDeps> {
      if (!context) throw new Error('no test is running');
      return context;
    },
    /** The driver with an optional clock and deadline (short only where a test waits for it). */
    driver: (now?: () => Date, timeoutMs = deadlineFor()) => subject.create(harness.context.deps, { timeoutMs, now }),
  };
  return harness;
}

/** What every driver does alike: configuration flags and failures of the provider's API. */
export function itBehavesLikeADriver<S extends ProviderStub>(
  subject: DriverUnderTest<S>,
  harness: ReturnType<typeof useDriver<S>>,
): void {
  const [credentialKey, secretKey] = subject.settings;
  const charge = sampleCharge(subject.provider);

  it(`is configured only with both ${credentialKey} and ${secretKey}`, async () => {
    const { settings } = harness.context;
    const [credential, secret] = subject.values(harness.stub);
    expect(await harness.driver().isConfigured()).toBe(true);
    settings[secretKey] = '';
    expect(await harness.driver().isConfigured()).toBe(false);
    settings[secretKey] = secret;
    settings[credentialKey] = '  ';
    expect(await harness.driver().isConfigured()).toBe(false);
    settings[secretKey] = '';
    expect(await harness.driver().isConfigured()).toBe(false);
    settings[credentialKey] = credential;
  });

  it('fails with ERR_PAYMENT_PROVIDER_FAILED on a refused credential, logging the status but never the credential', async () => {
    const wrong = `${subject.values(harness.stub)[0]}-revoked`;
    harness.context.settings[credentialKey] = wrong;
    await expect(harness.driver().openCharge(charge)).rejects.toMatchObject(providerFailed);
    expect(harness.context.logged).toEqual([
      expect.objectContaining({
        object: expect.objectContaining({ provider: subject.provider, status: 401, reason: 'status' }),
      }),
    ]);
    expect(JSON.stringify(harness.context.logged)).not.toContain(wrong);
  });

  it.each(stubFailures)('fails with ERR_PAYMENT_PROVIDER_FAILED when the API answers %s', async (failure, reason) => {
    harness.stub.failNext(failure);
    await expect(harness.driver(undefined, deadlineFor(failure)).openCharge(charge)).rejects.toMatchObject(
      providerFailed,
    );
    expect(harness.context.logged[0]?.object).toMatchObject({ provider: subject.provider, reason });
  });
}
