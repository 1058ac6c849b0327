import { queryOptions, useQuery } from '@tanstack/react-query';

import { type Certificate } from '@app/shared';

import { isNotFound, publicApi } from '@/core/api-client';

import { webinarKeys } from './webinar-keys.ts';

/** GET /certificates/{code}: who received the certificate, for which webinar, and its PDF. */
export async function getCertificate(code: string, signal?: AbortSignal): Promise<Certificate> {
  const res = await publicApi.get(`/certificates/${encodeURIComponent(code)}`, 'ZCertificateData', {
    signal,
  });
  return res.data.certificate;
}

export const certificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: webinarKeys.certificate(code),
    queryFn: ({ signal }) => getCertificate(code, signal),
    enabled: code !== '',
    staleTime: 5 * 60_000,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

export const useCertificate = (code: string) => useQuery(certificateQueryOptions(code));
