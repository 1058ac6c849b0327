import { z } from './zod.ts';

/** 24-character lowercase hex ids (ObjectId style). */
export const ID_PATTERN = /^[0-9a-f]{24}$/;
export const ZId = z.string().regex(ID_PATTERN, 'Must be a 24-character hexadecimal id');
