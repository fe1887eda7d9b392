// Every operation's handler, keyed by operationId (one file per tag under handlers/).
import { authHandlers } from './handlers/auth';
import { authUserHandlers } from './handlers/authUser';
import { authRoleHandlers } from './handlers/authRole';
import { noticeHandlers } from './handlers/notice';
import { searchHandlers } from './handlers/search';
import { indexHandlers } from './handlers/index';
import { projectHandlers } from './handlers/project';
import { dashboardV1Handlers } from './handlers/dashboardV1';
import { dashboardV2ProjectHandlers } from './handlers/dashboardV2Project';
import { dashboardV2DigitalHandlers } from './handlers/dashboardV2Digital';
import { dashboardV2CameraHandlers } from './handlers/dashboardV2Camera';
import { dashboardV2InspectionHandlers } from './handlers/dashboardV2Inspection';
import { dashboardV2LabourHandlers } from './handlers/dashboardV2Labour';
import { organisationHandlers } from './handlers/organisation';
import { tenantHandlers } from './handlers/tenant';
import { empowerHandlers } from './handlers/empower';
import { shareHandlers } from './handlers/share';
import type { HandlerMap } from './handlers/context';

export const handlers: HandlerMap = {
  ...authHandlers,
  ...authUserHandlers,
  ...authRoleHandlers,
  ...noticeHandlers,
  ...searchHandlers,
  ...indexHandlers,
  ...projectHandlers,
  ...dashboardV1Handlers,
  ...dashboardV2ProjectHandlers,
  ...dashboardV2DigitalHandlers,
  ...dashboardV2CameraHandlers,
  ...dashboardV2InspectionHandlers,
  ...dashboardV2LabourHandlers,
  ...organisationHandlers,
  ...tenantHandlers,
  ...empowerHandlers,
  ...shareHandlers,
};
