-- Generated from prisma/schema.prisma by `npm run generate`; do not edit.
-- CreateTable
CREATE TABLE "Tenant" (
    "id" SERIAL NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "enterpriseName" TEXT COLLATE "C" NOT NULL,
    "unifiedCreditCode" TEXT COLLATE "C" NOT NULL,
    "contact" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "phone" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "status" INTEGER NOT NULL DEFAULT 1,
    "expireTime" TEXT COLLATE "C",
    "createTime" TEXT COLLATE "C" NOT NULL,
    "copyright" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "minPhoto" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "title" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "commandPlatform" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Tenant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Organisation" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "parentId" INTEGER,
    "name" TEXT COLLATE "C" NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createTime" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "Organisation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Project" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "orgId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "label" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "address" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "city" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "lng" DOUBLE PRECISION,
    "lat" DOUBLE PRECISION,
    "status" TEXT COLLATE "C" NOT NULL,
    "startDate" TEXT COLLATE "C" NOT NULL,
    "endDate" TEXT COLLATE "C" NOT NULL,
    "investment" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "area" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "manager" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "phone" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "description" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "cover" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "buildUnit" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "constructionUnit" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "designUnit" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "supervisionUnit" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "developerCreditCode" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "developerContact" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "developerPhone" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "developerAddress" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "safetyTarget" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "qualityTarget" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "baseFileUrl" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "baseFileName" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "dashboardVersion" TEXT COLLATE "C" NOT NULL DEFAULT 'v2',
    "showProjectName" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "showProjectSize" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "dashboardCopyright" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "modelShow" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "projectShowName" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "projectShowSize" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "simulated" BOOLEAN NOT NULL DEFAULT false,
    "createTime" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "Project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "username" TEXT COLLATE "C" NOT NULL,
    "nickname" TEXT COLLATE "C" NOT NULL,
    "phone" TEXT COLLATE "C" NOT NULL,
    "passwordHash" TEXT COLLATE "C" NOT NULL,
    "avatar" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "userType" TEXT COLLATE "C" NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "orgId" INTEGER,
    "post" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "status" INTEGER NOT NULL DEFAULT 1,
    "createTime" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Role" (
    "id" SERIAL NOT NULL,
    "code" TEXT COLLATE "C" NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "abilities" TEXT COLLATE "C" NOT NULL DEFAULT '',

    CONSTRAINT "Role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserRole" (
    "userId" INTEGER NOT NULL,
    "roleId" INTEGER NOT NULL,

    CONSTRAINT "UserRole_pkey" PRIMARY KEY ("userId","roleId")
);

-- CreateTable
CREATE TABLE "Menu" (
    "id" SERIAL NOT NULL,
    "list" TEXT COLLATE "C" NOT NULL,
    "scope" TEXT COLLATE "C" NOT NULL DEFAULT 'all',
    "parentId" INTEGER,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "path" TEXT COLLATE "C" NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "component" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "redirect" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "meta" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "Menu_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RoleMenu" (
    "roleId" INTEGER NOT NULL,
    "menuId" INTEGER NOT NULL,

    CONSTRAINT "RoleMenu_pkey" PRIMARY KEY ("roleId","menuId")
);

-- CreateTable
CREATE TABLE "ProjectUser" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "post" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "createTime" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "ProjectUser_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Setting" (
    "key" TEXT COLLATE "C" NOT NULL,
    "value" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "Setting_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "RevokedToken" (
    "jti" TEXT COLLATE "C" NOT NULL,
    "expiresAt" INTEGER NOT NULL,

    CONSTRAINT "RevokedToken_pkey" PRIMARY KEY ("jti")
);

-- CreateTable
CREATE TABLE "ShareLink" (
    "id" SERIAL NOT NULL,
    "token" TEXT COLLATE "C" NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "projectId" INTEGER NOT NULL,
    "boards" TEXT COLLATE "C" NOT NULL,
    "label" TEXT COLLATE "C" NOT NULL,
    "expireTime" TIMESTAMP(3) NOT NULL,
    "createTime" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT COLLATE "C" NOT NULL,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "ShareLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notice" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER,
    "title" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "notice" TEXT COLLATE "C" NOT NULL,
    "image" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "createTime" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "Notice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SearchSuggestion" (
    "id" SERIAL NOT NULL,
    "value" TEXT COLLATE "C" NOT NULL,
    "url" TEXT COLLATE "C" NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "roles" TEXT COLLATE "C" NOT NULL DEFAULT '',

    CONSTRAINT "SearchSuggestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ManagerTeamMember" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "post" TEXT COLLATE "C" NOT NULL,
    "phone" TEXT COLLATE "C" NOT NULL,
    "company" TEXT COLLATE "C" NOT NULL,
    "createTime" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "ManagerTeamMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ManagerAttendance" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,
    "inTime" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "ManagerAttendance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Contract" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "code" TEXT COLLATE "C" NOT NULL,
    "type" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "partyA" TEXT COLLATE "C" NOT NULL,
    "partyB" TEXT COLLATE "C" NOT NULL,
    "amount" DOUBLE PRECISION NOT NULL,
    "signDate" TEXT COLLATE "C" NOT NULL,
    "createTime" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "Contract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProjectFile" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "type" TEXT COLLATE "C" NOT NULL,
    "url" TEXT COLLATE "C" NOT NULL,
    "size" INTEGER NOT NULL,
    "uploadTime" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "ProjectFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Module" (
    "code" TEXT COLLATE "C" NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Module_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "EmpowerRecord" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "projectId" INTEGER NOT NULL,
    "moduleCode" TEXT COLLATE "C" NOT NULL,
    "startTime" TEXT COLLATE "C" NOT NULL,
    "expireTime" TEXT COLLATE "C" NOT NULL,
    "createTime" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "EmpowerRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FactDay" (
    "projectId" INTEGER NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "FactDay_pkey" PRIMARY KEY ("projectId","date")
);

-- CreateTable
CREATE TABLE "Company" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "leader" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "Company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Team" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "workType" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Worker" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "companyId" INTEGER NOT NULL,
    "teamId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "workType" TEXT COLLATE "C" NOT NULL,
    "photo" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "Worker_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AccessEvent" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "workerId" INTEGER NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,
    "time" TEXT COLLATE "C" NOT NULL,
    "direction" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "AccessEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Camera" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "location" TEXT COLLATE "C" NOT NULL,
    "status" TEXT COLLATE "C" NOT NULL,
    "streamUrl" TEXT COLLATE "C" NOT NULL,
    "poster" TEXT COLLATE "C" NOT NULL,
    "kind" TEXT COLLATE "C" NOT NULL DEFAULT 'site',
    "main" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Camera_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AiAlarm" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "cameraId" INTEGER NOT NULL,
    "type" TEXT COLLATE "C" NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,
    "time" TEXT COLLATE "C" NOT NULL,
    "image" TEXT COLLATE "C" NOT NULL,
    "handledOn" TEXT COLLATE "C",

    CONSTRAINT "AiAlarm_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ArMarker" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "cameraId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "type" TEXT COLLATE "C" NOT NULL,
    "x" DOUBLE PRECISION NOT NULL,
    "y" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "ArMarker_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DelayedVideo" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "cover" TEXT COLLATE "C" NOT NULL,
    "url" TEXT COLLATE "C" NOT NULL,
    "startDate" TEXT COLLATE "C" NOT NULL,
    "endDate" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "DelayedVideo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Warning" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "type" TEXT COLLATE "C" NOT NULL,
    "module" TEXT COLLATE "C" NOT NULL,
    "level" INTEGER NOT NULL,
    "content" TEXT COLLATE "C" NOT NULL,
    "deviceName" TEXT COLLATE "C" NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,
    "time" TEXT COLLATE "C" NOT NULL,
    "handledOn" TEXT COLLATE "C",

    CONSTRAINT "Warning_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Inspection" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "kind" TEXT COLLATE "C" NOT NULL,
    "title" TEXT COLLATE "C" NOT NULL,
    "category" TEXT COLLATE "C" NOT NULL,
    "unit" TEXT COLLATE "C" NOT NULL,
    "level" TEXT COLLATE "C" NOT NULL,
    "checker" TEXT COLLATE "C" NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,
    "checkTime" TEXT COLLATE "C" NOT NULL,
    "deadline" TEXT COLLATE "C" NOT NULL,
    "rectifyTime" TEXT COLLATE "C",

    CONSTRAINT "Inspection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Device" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "kind" TEXT COLLATE "C" NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "deviceNo" TEXT COLLATE "C" NOT NULL,
    "location" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "status" TEXT COLLATE "C" NOT NULL,
    "operator" TEXT COLLATE "C" NOT NULL DEFAULT '',
    "reading" TEXT COLLATE "C" NOT NULL DEFAULT '{}',
    "updateTime" TEXT COLLATE "C" NOT NULL,
    "switchState" TEXT COLLATE "C",
    "mode" TEXT COLLATE "C",
    "lastRunTime" TEXT COLLATE "C",

    CONSTRAINT "Device_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DeviceWorkLog" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "deviceId" INTEGER NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,
    "hours" DOUBLE PRECISION NOT NULL,
    "cycles" INTEGER NOT NULL,

    CONSTRAINT "DeviceWorkLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SprayLog" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "deviceId" INTEGER NOT NULL,
    "action" TEXT COLLATE "C" NOT NULL,
    "mode" TEXT COLLATE "C" NOT NULL,
    "operator" TEXT COLLATE "C" NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,
    "time" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "SprayLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EnvironmentReading" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,
    "time" TEXT COLLATE "C" NOT NULL,
    "pm25" DOUBLE PRECISION NOT NULL,
    "pm10" DOUBLE PRECISION NOT NULL,
    "noise" DOUBLE PRECISION NOT NULL,
    "temperature" DOUBLE PRECISION NOT NULL,
    "humidity" DOUBLE PRECISION NOT NULL,
    "windSpeed" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "EnvironmentReading_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UtilityUsage" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,
    "water" DOUBLE PRECISION NOT NULL,
    "power" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "UtilityUsage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VehiclePass" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,
    "plate" TEXT COLLATE "C" NOT NULL,
    "type" TEXT COLLATE "C" NOT NULL,
    "source" TEXT COLLATE "C" NOT NULL,
    "inTime" TEXT COLLATE "C" NOT NULL,
    "outTime" TEXT COLLATE "C",

    CONSTRAINT "VehiclePass_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WeatherDay" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,
    "weather" TEXT COLLATE "C" NOT NULL,
    "high" DOUBLE PRECISION NOT NULL,
    "low" DOUBLE PRECISION NOT NULL,
    "humidity" DOUBLE PRECISION NOT NULL,
    "wind" TEXT COLLATE "C" NOT NULL,
    "aqi" INTEGER NOT NULL,

    CONSTRAINT "WeatherDay_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProgressItem" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "plannedStart" TEXT COLLATE "C" NOT NULL,
    "plannedEnd" TEXT COLLATE "C" NOT NULL,
    "actualStart" TEXT COLLATE "C" NOT NULL,
    "actualEnd" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "ProgressItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Milestone" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "Milestone_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductionPhoto" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "title" TEXT COLLATE "C" NOT NULL,
    "url" TEXT COLLATE "C" NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,
    "time" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "ProductionPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductionDaily" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "date" TEXT COLLATE "C" NOT NULL,
    "weather" TEXT COLLATE "C" NOT NULL,
    "content" TEXT COLLATE "C" NOT NULL,
    "author" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "ProductionDaily_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "News" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "title" TEXT COLLATE "C" NOT NULL,
    "summary" TEXT COLLATE "C" NOT NULL,
    "cover" TEXT COLLATE "C" NOT NULL,
    "time" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "News_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MediaLink" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "type" TEXT COLLATE "C" NOT NULL,
    "url" TEXT COLLATE "C" NOT NULL,
    "cover" TEXT COLLATE "C" NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "MediaLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Tenant_unifiedCreditCode_key" ON "Tenant"("unifiedCreditCode");

-- CreateIndex
CREATE INDEX "Organisation_tenantId_idx" ON "Organisation"("tenantId");

-- CreateIndex
CREATE INDEX "Project_tenantId_idx" ON "Project"("tenantId");

-- CreateIndex
CREATE INDEX "Project_orgId_idx" ON "Project"("orgId");

-- CreateIndex
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");

-- CreateIndex
CREATE UNIQUE INDEX "User_phone_key" ON "User"("phone");

-- CreateIndex
CREATE INDEX "User_tenantId_idx" ON "User"("tenantId");

-- CreateIndex
CREATE UNIQUE INDEX "Role_code_key" ON "Role"("code");

-- CreateIndex
CREATE INDEX "Menu_list_idx" ON "Menu"("list");

-- CreateIndex
CREATE INDEX "ProjectUser_userId_idx" ON "ProjectUser"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ProjectUser_projectId_userId_key" ON "ProjectUser"("projectId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "ShareLink_token_key" ON "ShareLink"("token");

-- CreateIndex
CREATE INDEX "ShareLink_projectId_idx" ON "ShareLink"("projectId");

-- CreateIndex
CREATE INDEX "ManagerTeamMember_projectId_idx" ON "ManagerTeamMember"("projectId");

-- CreateIndex
CREATE INDEX "ManagerAttendance_projectId_date_idx" ON "ManagerAttendance"("projectId", "date");

-- CreateIndex
CREATE INDEX "Contract_projectId_idx" ON "Contract"("projectId");

-- CreateIndex
CREATE INDEX "ProjectFile_projectId_idx" ON "ProjectFile"("projectId");

-- CreateIndex
CREATE INDEX "EmpowerRecord_tenantId_idx" ON "EmpowerRecord"("tenantId");

-- CreateIndex
CREATE UNIQUE INDEX "EmpowerRecord_projectId_moduleCode_key" ON "EmpowerRecord"("projectId", "moduleCode");

-- CreateIndex
CREATE INDEX "Company_projectId_idx" ON "Company"("projectId");

-- CreateIndex
CREATE INDEX "Team_projectId_idx" ON "Team"("projectId");

-- CreateIndex
CREATE INDEX "Worker_projectId_idx" ON "Worker"("projectId");

-- CreateIndex
CREATE INDEX "AccessEvent_projectId_date_idx" ON "AccessEvent"("projectId", "date");

-- CreateIndex
CREATE INDEX "Camera_projectId_idx" ON "Camera"("projectId");

-- CreateIndex
CREATE INDEX "AiAlarm_projectId_date_idx" ON "AiAlarm"("projectId", "date");

-- CreateIndex
CREATE INDEX "Warning_projectId_date_idx" ON "Warning"("projectId", "date");

-- CreateIndex
CREATE INDEX "Inspection_projectId_kind_date_idx" ON "Inspection"("projectId", "kind", "date");

-- CreateIndex
CREATE INDEX "Device_projectId_kind_idx" ON "Device"("projectId", "kind");

-- CreateIndex
CREATE INDEX "DeviceWorkLog_projectId_date_idx" ON "DeviceWorkLog"("projectId", "date");

-- CreateIndex
CREATE INDEX "SprayLog_projectId_date_idx" ON "SprayLog"("projectId", "date");

-- CreateIndex
CREATE INDEX "EnvironmentReading_projectId_date_idx" ON "EnvironmentReading"("projectId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "UtilityUsage_projectId_date_key" ON "UtilityUsage"("projectId", "date");

-- CreateIndex
CREATE INDEX "VehiclePass_projectId_date_idx" ON "VehiclePass"("projectId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "WeatherDay_projectId_date_key" ON "WeatherDay"("projectId", "date");

-- CreateIndex
CREATE INDEX "ProgressItem_projectId_idx" ON "ProgressItem"("projectId");

-- CreateIndex
CREATE INDEX "Milestone_projectId_idx" ON "Milestone"("projectId");

-- CreateIndex
CREATE INDEX "ProductionPhoto_projectId_date_idx" ON "ProductionPhoto"("projectId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "ProductionDaily_projectId_date_key" ON "ProductionDaily"("projectId", "date");

-- CreateIndex
CREATE INDEX "News_projectId_idx" ON "News"("projectId");

-- CreateIndex
CREATE INDEX "MediaLink_projectId_type_idx" ON "MediaLink"("projectId", "type");

-- AddForeignKey
ALTER TABLE "Organisation" ADD CONSTRAINT "Organisation_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Organisation" ADD CONSTRAINT "Organisation_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Organisation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Project" ADD CONSTRAINT "Project_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Project" ADD CONSTRAINT "Project_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organisation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organisation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserRole" ADD CONSTRAINT "UserRole_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserRole" ADD CONSTRAINT "UserRole_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Menu" ADD CONSTRAINT "Menu_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Menu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoleMenu" ADD CONSTRAINT "RoleMenu_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoleMenu" ADD CONSTRAINT "RoleMenu_menuId_fkey" FOREIGN KEY ("menuId") REFERENCES "Menu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectUser" ADD CONSTRAINT "ProjectUser_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectUser" ADD CONSTRAINT "ProjectUser_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notice" ADD CONSTRAINT "Notice_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ManagerTeamMember" ADD CONSTRAINT "ManagerTeamMember_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ManagerAttendance" ADD CONSTRAINT "ManagerAttendance_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ManagerAttendance" ADD CONSTRAINT "ManagerAttendance_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "ManagerTeamMember"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectFile" ADD CONSTRAINT "ProjectFile_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmpowerRecord" ADD CONSTRAINT "EmpowerRecord_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmpowerRecord" ADD CONSTRAINT "EmpowerRecord_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmpowerRecord" ADD CONSTRAINT "EmpowerRecord_moduleCode_fkey" FOREIGN KEY ("moduleCode") REFERENCES "Module"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FactDay" ADD CONSTRAINT "FactDay_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Company" ADD CONSTRAINT "Company_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Worker" ADD CONSTRAINT "Worker_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Worker" ADD CONSTRAINT "Worker_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Worker" ADD CONSTRAINT "Worker_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccessEvent" ADD CONSTRAINT "AccessEvent_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccessEvent" ADD CONSTRAINT "AccessEvent_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES "Worker"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Camera" ADD CONSTRAINT "Camera_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiAlarm" ADD CONSTRAINT "AiAlarm_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiAlarm" ADD CONSTRAINT "AiAlarm_cameraId_fkey" FOREIGN KEY ("cameraId") REFERENCES "Camera"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArMarker" ADD CONSTRAINT "ArMarker_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArMarker" ADD CONSTRAINT "ArMarker_cameraId_fkey" FOREIGN KEY ("cameraId") REFERENCES "Camera"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DelayedVideo" ADD CONSTRAINT "DelayedVideo_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Warning" ADD CONSTRAINT "Warning_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Inspection" ADD CONSTRAINT "Inspection_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Device" ADD CONSTRAINT "Device_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeviceWorkLog" ADD CONSTRAINT "DeviceWorkLog_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeviceWorkLog" ADD CONSTRAINT "DeviceWorkLog_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "Device"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SprayLog" ADD CONSTRAINT "SprayLog_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SprayLog" ADD CONSTRAINT "SprayLog_deviceId_fkey" FOREIGN KEY ("deviceId") REFERENCES "Device"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnvironmentReading" ADD CONSTRAINT "EnvironmentReading_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UtilityUsage" ADD CONSTRAINT "UtilityUsage_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VehiclePass" ADD CONSTRAINT "VehiclePass_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WeatherDay" ADD CONSTRAINT "WeatherDay_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProgressItem" ADD CONSTRAINT "ProgressItem_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Milestone" ADD CONSTRAINT "Milestone_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductionPhoto" ADD CONSTRAINT "ProductionPhoto_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductionDaily" ADD CONSTRAINT "ProductionDaily_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "News" ADD CONSTRAINT "News_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MediaLink" ADD CONSTRAINT "MediaLink_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

