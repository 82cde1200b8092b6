import { connectionPairingAnswer } from '@chatdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, parseAnswer } from '../../../lib/api-client';

/** POST /whatsappsession/{id}/pairing-code: a code to type on the phone instead of scanning the QR. */
export async function requestPairingCode({ id, phoneNumber }: { id: number; phoneNumber: string }) {
  return parseAnswer(
    connectionPairingAnswer,
    await api.post<unknown>(`/whatsappsession/${id}/pairing-code`, { phoneNumber }),
  ).code;
}

export const usePairingCode = () => useMutation({ mutationFn: requestPairingCode });
