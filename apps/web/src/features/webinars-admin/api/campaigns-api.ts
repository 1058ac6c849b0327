import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import {
  WEBINAR_MSG,
  type Campaign,
  type SendCertificatesBody,
  type SendEmailsBody,
} from '@app/shared';

import { adminRead } from '@/core/admin-read';
import { adminApi, failWith } from '@/core/api-client';

import { webinarKeys } from './webinar-keys.ts';
import { refreshWebinar, webinarPath } from './webinars-api.ts';

/** How often the runs are read again while one is still sending. */
export const CAMPAIGN_POLL_MS = 2_000;

const isRunning = (campaigns: readonly Campaign[] | undefined) =>
  (campaigns ?? []).some((c) => c.status !== 'done');

/**
 * GET /admin/webinars/{id}/campaigns → data.campaigns (newest first), read every 2 s while any
 * run is not done. When the last one finishes, the webinar (certificate status, counts) and
 * its students are read again.
 */
export function useCampaigns(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: webinarKeys.campaigns(id),
    queryFn: async ({ signal }): Promise<Campaign[]> => {
      const data = await adminRead(
        `${webinarPath(id)}/campaigns`,
        'ZCampaignListData',
        WEBINAR_MSG.unknownError,
        { signal },
      );
      return data.campaigns;
    },
    refetchInterval: (q) => (isRunning(q.state.data) ? CAMPAIGN_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
  const running = isRunning(query.data);
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) void refreshWebinar(queryClient, id);
    wasRunning.current = running;
  }, [running, queryClient, id]);
  return query;
}

/** A new run goes to the top of the runs list at once, then polling takes over. */
function useStartRun<B>(webinarId: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => {
      const res = await adminApi.post(`${webinarPath(webinarId)}${path}`, 'ZCampaignData', body);
      return { campaign: res.data.campaign, message: res.message };
    },
    onSuccess: ({ campaign }) => {
      queryClient.setQueryData<Campaign[]>(webinarKeys.campaigns(webinarId), (old) => [
        campaign,
        ...(old ?? []).filter((c) => c._id !== campaign._id),
      ]);
      return Promise.all([
        refreshWebinar(queryClient, webinarId),
        queryClient.invalidateQueries({ queryKey: webinarKeys.campaigns(webinarId) }),
      ]);
    },
  });
}

/** POST /admin/webinars/{id}/send-emails → 202 data.campaign. */
export const useSendEmails = (webinarId: string) =>
  useStartRun<SendEmailsBody>(webinarId, '/send-emails');

/** POST /admin/webinars/{id}/send-certificates → 202 data.campaign. */
export const useSendCertificates = (webinarId: string) =>
  useStartRun<SendCertificatesBody>(webinarId, '/send-certificates');

/** POST /admin/webinars/{id}/send-emails/preview → data.preview (one recipient, and the count). */
export function usePreviewEmail(webinarId: string) {
  return useMutation({
    mutationFn: async (body: SendEmailsBody & { webinarUserId?: string }) => {
      try {
        const res = await adminApi.post(
          `${webinarPath(webinarId)}/send-emails/preview`,
          'ZEmailPreviewData',
          body,
        );
        return res.data.preview;
      } catch (error) {
        failWith(error, WEBINAR_MSG.unknownError);
      }
    },
  });
}

/** The certificate PDF of one attendee (a sample code when none is issued yet). */
export function certificatePreviewHref(webinarId: string, webinarUserId: string): string {
  return adminApi.href(
    `${webinarPath(webinarId)}/certificates/${encodeURIComponent(webinarUserId)}/pdf`,
  );
}
