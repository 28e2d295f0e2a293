import { PageQuery } from '@bizapi/conventions';

/** `GET /deal-pipelines`: page and limit only. */
export class ListDealPipelinesQuery extends PageQuery {}
