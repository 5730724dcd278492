# syntax=docker/dockerfile:1
# A NestJS app of the platform, the gateway or a service, chosen by the build argument APP (a name in
# packages/contracts/src/apps/apps.json). Build context is the repository root:
#   docker build -f docker/service.Dockerfile --build-arg APP=svc-purchases -t agecheck/svc-purchases .
#   docker build -f docker/service.Dockerfile --build-arg APP=gateway --build-arg PORT=8080 -t agecheck/gateway .
# The image runs `node dist/main.js` as uid 1000 on a read-only root filesystem (see helm/agecheck). PORT is
# the port the chart gives the app (its containerPort); it only documents it here (EXPOSE).

ARG NODE_IMAGE=node:20.20-bookworm-slim

# Only the manifests of the workspaces the app needs, so the install layers below are rebuilt only when a
# package.json or the lockfile changes. That every app's workspaces are here is checked by helm/scripts/check.mjs.
FROM ${NODE_IMAGE} AS manifests
ARG APP
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/i18n/package.json packages/i18n/
COPY packages/nest-common/package.json packages/nest-common/
COPY ${APP}/package.json ${APP}/

# What the image runs with: the production dependencies of the app and of the workspace packages it uses.
FROM manifests AS runtime-deps
ARG APP
RUN --mount=type=cache,target=/root/.npm \
    npm install --no-audit --no-fund --omit=dev --workspace ${APP} --include-workspace-root=false

# The build also needs the root's devDependencies (typescript, @types/node).
FROM manifests AS build
ARG APP
RUN --mount=type=cache,target=/root/.npm \
    npm install --no-audit --no-fund --workspace ${APP} --include-workspace-root
COPY tsconfig.base.json ./
COPY packages/contracts/ packages/contracts/
COPY packages/i18n/ packages/i18n/
COPY packages/nest-common/ packages/nest-common/
COPY ${APP}/ ${APP}/
RUN npx tsc -b ${APP}

FROM ${NODE_IMAGE}
ARG APP
ARG PORT=3000
ENV NODE_ENV=production
WORKDIR /app
COPY --from=runtime-deps /app ./
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/i18n/dist packages/i18n/dist
COPY --from=build /app/packages/nest-common/dist packages/nest-common/dist
COPY --from=build /app/${APP}/dist ${APP}/dist
WORKDIR /app/${APP}
# Numeric, so that Kubernetes can verify runAsNonRoot (uid 1000 is the image's `node` user).
USER 1000:1000
EXPOSE ${PORT}
CMD ["node", "dist/main.js"]
