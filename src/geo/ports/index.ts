/**
 * Ports: the World Port Index gazetteer Vigil ships and the ports and anchorages a workspace draws.
 */
export { portRadiusM, worldPortIndex } from './gazetteer.ts';
export {
  createPortsService,
  type Port,
  type PortChange,
  type PortKind,
  type PortsService,
} from './ports-service.ts';
export { createPort } from './routes/create-port.ts';
export { deletePort } from './routes/delete-port.ts';
export { getPort } from './routes/get-port.ts';
export { listPorts } from './routes/list-ports.ts';
export { PortSchema } from './routes/port-schemas.ts';
