import {
  certificateStatus,
  certUploadAnswer,
  certUploadQuery,
  companySettingOneAnswer,
  companySettingOneQuery,
  companySettingsAnswer,
  companySettingsParams,
  paymentProvidersAnswer,
  publicSettingQuery,
  settingAnswer,
  settingKeyParams,
  settingListAnswer,
  updateCompanySettingBody,
  updateSettingBody,
  whitelabelLogoAnswer,
} from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireSuper } from '../../platform/auth/auth-context';
import { requirePermission } from '../../platform/auth/require-permission';
import { readCertificateUpload } from './certificate-upload';
import { readLogoUpload, registerLogoMultipart } from './logo-upload';
import type { SettingsCaller, SettingsDeps } from './settings.deps';
import { getCertificate } from './use-cases/get-certificate';
import { getCompanySetting } from './use-cases/get-company-setting';
import { getCompanySettings } from './use-cases/get-company-settings';
import { getPaymentProviders } from './use-cases/get-payment-providers';
import { getPublicSetting } from './use-cases/get-public-setting';
import { getSetting } from './use-cases/get-setting';
import { listGlobalSettings } from './use-cases/list-global-settings';
import { updateCompanySetting } from './use-cases/update-company-setting';
import { updateGlobalSetting } from './use-cases/update-global-setting';
import { uploadCertificate } from './use-cases/upload-certificate';
import { uploadWhitelabelLogo } from './use-cases/upload-whitelabel-logo';

/**
 * Spec 2 §7 "Settings and branding" and spec 1 §7, under /api. Reads work on an expired
 * subscription (the settings and billing screens must still load); writes do not, except the
 * super user's, whose company never expires.
 */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsDeps> = async (app, deps) => {
  await registerLogoMultipart(app);
  const tags = ['settings'];
  const readWhileExpired = { allowExpiredSubscription: true };
  const caller = (claims: { companyId: number; isSuper: boolean }): SettingsCaller => ({
    companyId: claims.companyId,
    isSuper: claims.isSuper,
  });

  app.get('/settings', { preHandler: requireSuper, schema: { tags, response: { 200: settingListAnswer } } }, async () =>
    listGlobalSettings(deps),
  );

  app.put(
    '/settings/:key',
    {
      preHandler: requireSuper,
      schema: { tags, params: settingKeyParams, body: updateSettingBody, response: { 200: settingAnswer } },
    },
    async (request) => updateGlobalSetting(deps, request.params.key, request.body.value),
  );

  // Spec 1 §7 names GET /setting/{key}; spec 2 §7 "GET /settings/{key} style reads": both answer the same.
  for (const url of ['/setting/:key', '/settings/:key']) {
    app.get(
      url,
      {
        preHandler: requireAuth,
        config: readWhileExpired,
        schema: { tags, params: settingKeyParams, response: { 200: settingAnswer } },
      },
      async (request) => getSetting(deps, caller(request.requireAuth()), request.params.key),
    );
  }

  app.get(
    '/public-settings/:key',
    {
      config: readWhileExpired,
      schema: {
        tags,
        security: [],
        params: settingKeyParams,
        querystring: publicSettingQuery,
        response: { 200: settingAnswer },
      },
    },
    async (request) => getPublicSetting(deps, request.params.key),
  );

  app.post(
    '/settings-whitelabel/logo',
    {
      preHandler: requireSuper,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: whitelabelLogoAnswer } },
    },
    async (request) => {
      const { mode, file } = await readLogoUpload(request);
      return uploadWhitelabelLogo(deps, mode, file);
    },
  );

  app.post(
    '/settings/cert-upload',
    {
      preHandler: requireSuper,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: certUploadQuery,
        response: { 200: certUploadAnswer },
      },
    },
    async (request) => uploadCertificate(deps, request.query.ref, await readCertificateUpload(request)),
  );

  app.get(
    '/settings/certificates/:ref',
    { preHandler: requireSuper, schema: { tags, params: certUploadQuery, response: { 200: certificateStatus } } },
    async (request) => getCertificate(deps, request.params.ref),
  );

  app.get(
    '/companySettings/:id',
    {
      preHandler: requireAuth,
      config: readWhileExpired,
      schema: { tags, params: companySettingsParams, response: { 200: companySettingsAnswer } },
    },
    async (request) => getCompanySettings(deps, caller(request.requireAuth()), request.params.id),
  );

  app.get(
    '/companySettingOne',
    {
      preHandler: requireAuth,
      config: readWhileExpired,
      schema: { tags, querystring: companySettingOneQuery, response: { 200: companySettingOneAnswer } },
    },
    async (request) => getCompanySetting(deps, caller(request.requireAuth()), request.query.column),
  );

  app.put(
    '/companySettings',
    {
      preHandler: requirePermission('settings:manage'),
      schema: { tags, body: updateCompanySettingBody, response: { 200: companySettingsAnswer } },
    },
    async (request) => updateCompanySetting(deps, caller(request.requireAuth()), request.body),
  );

  app.get(
    '/companySettingOnePayment',
    {
      preHandler: requireAuth,
      config: readWhileExpired,
      schema: { tags, response: { 200: paymentProvidersAnswer } },
    },
    async () => getPaymentProviders(deps),
  );
};
