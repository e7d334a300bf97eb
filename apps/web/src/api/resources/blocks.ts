import { blockContract, blockPassportContract } from '@academy/contracts/entities/block';
import { createResourceApi } from './create-resource-api.ts';

/** Blocks (spec §3): a lesson's reading material and the questions its quiz draws from. */
export const blocksApi = createResourceApi(blockContract);

/** blocks-passports: who may see a block (a company, department or user); none means open to all. */
export const blockPassportsApi = createResourceApi(blockPassportContract);
