import {
  type CertificateStatus,
  type CertUploadAnswer,
  certificateStatus,
  certUploadAnswer,
} from '@chatdesk/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

export type CertificateDestination = CertificateStatus['ref'];

const certificateQueryKey = (ref: CertificateDestination) => ['settings', 'certificates', ref] as const;

/** GET /settings/certificates/{ref} (super user): when the stored certificate was sent and until when it is valid. */
async function getCertificate(ref: CertificateDestination): Promise<CertificateStatus> {
  return parseAnswer(certificateStatus, await api.get(`/settings/certificates/${ref}`));
}

export const useCertificate = (ref: CertificateDestination, enabled: boolean) =>
  useQuery(queryOptions({ queryKey: certificateQueryKey(ref), queryFn: () => getCertificate(ref), enabled }));

/** POST /settings/cert-upload?ref=… (multipart `file`): success when the answer says 'Arquivo Anexado'. */
async function uploadCertificate({
  ref,
  file,
}: {
  ref: CertificateDestination;
  file: File;
}): Promise<CertUploadAnswer> {
  const form = new FormData();
  form.append('file', file);
  return parseAnswer(certUploadAnswer, await api.post('/settings/cert-upload', form, { query: { ref } }));
}

/** The upload; on success the destination's status is read again (the spec's page reload). */
export function useUploadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCertificate,
    onSuccess: (answer) => queryClient.invalidateQueries({ queryKey: certificateQueryKey(answer.certificate.ref) }),
  });
}
