# syntax=docker/dockerfile:1
# A front end of the platform, the shell or a remote, chosen by the build argument APP (a name in
# packages/contracts/src/apps/apps.json), built by rspack and served by nginx. Build context is the repository root:
#   docker build -f docker/remote.Dockerfile --build-arg APP=mf-field -t agecheck/mf-field .
# The image holds only the bundle. The Helm chart mounts the nginx configuration that serves it (the shell at /
# with the fallback to index.html for client-side routes, a remote under /remotes/<app>/); without it the
# image's default server serves the files at / on port 8080.

ARG NODE_IMAGE=node:20.20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine

FROM ${NODE_IMAGE} AS build
ARG APP
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
# Manifests first, so the install layer is rebuilt only when a package.json or the lockfile changes. That every
# app's workspaces are here is checked by helm/scripts/check.mjs.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/i18n/package.json packages/i18n/
COPY packages/ui/package.json packages/ui/
COPY packages/outbox/package.json packages/outbox/
COPY packages/timetrack-form/package.json packages/timetrack-form/
COPY packages/frontend-build/package.json packages/frontend-build/
COPY ${APP}/package.json ${APP}/
RUN --mount=type=cache,target=/root/.npm \
    npm install --no-audit --no-fund --workspace ${APP} --include-workspace-root=false
# rspack reads the workspace packages from their TypeScript sources (the @agecheck/source condition).
COPY tsconfig.base.json ./
COPY packages/contracts/ packages/contracts/
COPY packages/i18n/ packages/i18n/
COPY packages/ui/ packages/ui/
COPY packages/outbox/ packages/outbox/
COPY packages/timetrack-form/ packages/timetrack-form/
COPY packages/frontend-build/ packages/frontend-build/
COPY ${APP}/ ${APP}/
# PUBLIC_PATH: where the browser loads a remote's chunks from, when not /remotes/<app>/ (e.g. a CDN named in
# global.remotesManifest); unset, the app's rspack.config.ts decides.
ARG PUBLIC_PATH
RUN if [ -n "$PUBLIC_PATH" ]; then export PUBLIC_PATH; else unset PUBLIC_PATH; fi; \
    npm run build -w ${APP}

FROM ${NGINX_IMAGE}
ARG APP
# The base image's welcome page must not be served in place of a missing file.
USER root
RUN rm -rf /usr/share/nginx/html/*
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
# uid 101 is nginx in nginx-unprivileged; numeric, so that Kubernetes can verify runAsNonRoot.
USER 101
EXPOSE 8080
