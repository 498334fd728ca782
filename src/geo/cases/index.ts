/**
 * Cases: the material of an investigation (sites, assets, detections, notes) gathered in one place.
 */
export { type CasesService, createCasesService, type ResolvedItem } from './cases-service.ts';
export { addCaseItem } from './routes/add-case-item.ts';
export { CaseItemSchema, CaseSchema, CaseWithItemsSchema } from './routes/case-schemas.ts';
export { createCase } from './routes/create-case.ts';
export { getCase } from './routes/get-case.ts';
export { listCases } from './routes/list-cases.ts';
export { removeCaseItem } from './routes/remove-case-item.ts';
export { updateCase } from './routes/update-case.ts';
