{{/*
The apps of the platform, as in packages/contracts/src/apps/apps.json (the list of the platform; a
chart cannot read files outside its folder, so `node helm/scripts/check.mjs` fails, naming the
difference, when this list or the values blocks disagree with it). `key` is the values block,
`name` the component (Deployment, Service, image and folder name), `kind` decides the defaults of
the pod: "backend" (Node, NestJS: apps.json's gateway and services, values backendDefaults) or
"static" (nginx serving a front-end bundle: the shell and the remotes, values staticDefaults).
`remote` marks Module Federation remotes, served under /remotes/<name>/.
*/}}
{{- define "agecheck.apps" -}}
- { key: gateway,      name: gateway,       kind: backend }
- { key: svcPurchases, name: svc-purchases, kind: backend }
- { key: svcPromo,     name: svc-promo,     kind: backend }
- { key: svcTimetrack, name: svc-timetrack, kind: backend }
- { key: svcFiles,     name: svc-files,     kind: backend }
- { key: svcExports,   name: svc-exports,   kind: backend }
- { key: shell,        name: shell,         kind: static }
- { key: mfField,      name: mf-field,      kind: static, remote: true }
- { key: mfPromo,      name: mf-promo,      kind: static, remote: true }
- { key: mfPortal,     name: mf-portal,     kind: static, remote: true }
- { key: mfAdmin,      name: mf-admin,      kind: static, remote: true }
{{- end -}}

{{/* The apps as a list of dicts. */}}
{{- define "agecheck.appList" -}}
{{- include "agecheck.apps" . | fromYamlArray | toJson -}}
{{- end -}}

{{/*
An app's values: its own block merged over the defaults of its kind (backendDefaults or
staticDefaults), deeply, so that nested maps (resources, probes, security contexts, autoscaling,
pdb) keep the defaults' keys the app does not set; the app's values win, false, 0 and "" included;
lists are replaced, not joined. Returned as JSON.
Usage: {{ $values := include "agecheck.appValues" (dict "app" $app "context" $) | fromJson }}
*/}}
{{- define "agecheck.appValues" -}}
{{- $defaults := index .context.Values (printf "%sDefaults" .app.kind) -}}
{{- $own := index .context.Values .app.key | default dict -}}
{{- mergeOverwrite (deepCopy $defaults) (deepCopy $own) | toJson -}}
{{- end -}}

{{/*
Name of a component.
Usage: {{ include "agecheck.component" (dict "name" "gateway" "context" $) }}
*/}}
{{- define "agecheck.component" -}}
{{- include "common.names.component" (dict "component" .name "context" .context) -}}
{{- end -}}

{{/* Name of the ConfigMap with the configuration shared by the back ends. */}}
{{- define "agecheck.configMapName" -}}
{{- include "common.names.component" (dict "component" "config" "context" .) -}}
{{- end -}}

{{/* Name of the Secret with the credentials: global.existingSecret or the chart's own. */}}
{{- define "agecheck.secretName" -}}
{{- if .Values.global.existingSecret -}}
{{- tpl .Values.global.existingSecret . -}}
{{- else -}}
{{- include "common.names.component" (dict "component" "secrets" "context" .) -}}
{{- end -}}
{{- end -}}

{{/* Name of the ServiceAccount the pods run as. */}}
{{- define "agecheck.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "common.names.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/*
Base URL of an app's Service inside the cluster.
Usage: {{ include "agecheck.serviceUrl" (dict "app" $app "context" $) }}
*/}}
{{- define "agecheck.serviceUrl" -}}
{{- $values := include "agecheck.appValues" . | fromJson -}}
{{- printf "http://%s:%v" (include "agecheck.component" (dict "name" .app.name "context" .context)) $values.service.port -}}
{{- end -}}

{{/*
Credentials in the Secret: value name in global -> environment variable. The key inside the Secret
is global.existingSecretKeys.<value name>, so an existing Secret may use its own key names.
*/}}
{{- define "agecheck.secretVariables" -}}
mongoUrl: MONGO_URL
natsUrl: NATS_URL
redisUrl: REDIS_URL
smtpUrl: SMTP_URL
keycloakAdminClientId: KEYCLOAK_ADMIN_CLIENT_ID
keycloakAdminClientSecret: KEYCLOAK_ADMIN_CLIENT_SECRET
filesLinkSecret: FILES_LINK_SECRET
eformsTokenSecret: EFORMS_TOKEN_SECRET
vapidPrivateKey: VAPID_PRIVATE_KEY
{{- end -}}

{{/*
What each back end reads from the shared ConfigMap and from the Secret (by value name in global).
Usage: {{ include "agecheck.backendEnvSources" (dict "app" $app "context" $) | fromYaml }}
*/}}
{{- define "agecheck.backendEnvSources" -}}
{{- $config := list "OIDC_ISSUER" "OIDC_AUDIENCE" -}}
{{- if .context.Values.global.oidcJwksUrl -}}
{{- $config = append $config "OIDC_JWKS_URL" -}}
{{- end -}}
{{- $secrets := list "mongoUrl" "natsUrl" -}}
{{- if eq .app.name "gateway" -}}
{{- $config = concat $config (list "OIDC_CLIENT_ID") -}}
{{- range (include "agecheck.appList" .context | fromJsonArray) -}}
{{- if or (and (eq .kind "backend") (ne .name "gateway")) .remote -}}
{{- $config = append $config (printf "%s_URL" (.name | upper | replace "-" "_")) -}}
{{- end -}}
{{- end -}}
{{- if .context.Values.global.remotesManifest -}}
{{- $config = append $config "REMOTES_MANIFEST" -}}
{{- end -}}
{{- if .context.Values.global.mapTileUrl -}}
{{- $config = append $config "MAP_TILE_URL" -}}
{{- end -}}
{{- if .context.Values.global.mapTileAttribution -}}
{{- $config = append $config "MAP_TILE_ATTRIBUTION" -}}
{{- end -}}
{{- if .context.Values.global.eformsUrls -}}
{{- $config = append $config "EFORMS_URLS" -}}
{{- end -}}
{{- $config = append $config "EFORMS_TOKEN_SECONDS" -}}
{{- if .context.Values.global.vapidPublicKey -}}
{{- $config = concat $config (list "VAPID_PUBLIC_KEY" "VAPID_SUBJECT") -}}
{{- end -}}
{{- $secrets = concat $secrets (list "redisUrl" "smtpUrl" "keycloakAdminClientId" "keycloakAdminClientSecret" "eformsTokenSecret" "vapidPrivateKey") -}}
{{- else if eq .app.name "svc-exports" -}}
{{- $config = append $config "SVC_FILES_URL" -}}
{{- $secrets = append $secrets "redisUrl" -}}
{{- else if eq .app.name "svc-files" -}}
{{- $secrets = append $secrets "filesLinkSecret" -}}
{{- end -}}
config: {{ toJson $config }}
secrets: {{ toJson $secrets }}
{{- end -}}

{{/*
Environment of an app's container: what the chart wires (port, database, configuration, credentials),
then extraEnvVars, which may override any of it.
Usage: {{ include "agecheck.env" (dict "app" $app "context" $) }}
*/}}
{{- define "agecheck.env" -}}
{{- $context := .context -}}
{{- $values := include "agecheck.appValues" . | fromJson -}}
{{- if eq .app.kind "backend" }}
{{- $sources := include "agecheck.backendEnvSources" . | fromYaml -}}
{{- $plain := dict "PORT" $values.containerPort "LOG_LEVEL" ($values.logLevel | default $context.Values.global.logLevel) -}}
{{- if $values.mongoDb }}{{ $_ := set $plain "MONGO_DB" $values.mongoDb }}{{ end -}}
{{- if $values.nodeOptions }}{{ $_ := set $plain "NODE_OPTIONS" $values.nodeOptions }}{{ end -}}
{{- if eq .app.name "svc-files" }}{{ $_ := set $plain "FILES_DIR" $values.persistence.mountPath }}{{ end -}}
{{- if eq .app.name "svc-exports" }}{{ $_ := set $plain "EXPORTS_DIR" $values.persistence.mountPath }}{{ end -}}
{{- if eq .app.name "svc-purchases" }}
{{- $_ := set $plain "TESTER_PROTECTION_DAYS" (int $values.testerProtection.repeatDays) -}}
{{- $_ := set $plain "TESTER_PROTECTION_AGES" $values.testerProtection.ageBands -}}
{{- end -}}
{{- if eq .app.name "svc-exports" }}
{{- $_ := set $plain "GEOCODER_PROVIDER" $values.geocoder.provider -}}
{{- if $values.geocoder.url }}{{ $_ := set $plain "GEOCODER_URL" $values.geocoder.url }}{{ end -}}
{{- end -}}
{{- if eq .app.name "gateway" }}
{{- $_ := set $plain "RATE_LIMIT_PER_MINUTE" (int $values.rateLimitPerMinute) -}}
{{- $_ := set $plain "TRUST_PROXY_HOPS" (int $values.trustProxyHops) -}}
{{- $_ := set $plain "HSTS_MAX_AGE" (int $values.hstsMaxAge) -}}
{{- $_ := set $plain "PROTOCOL_RETENTION_MONTHS" (int $values.protocolRetentionMonths) -}}
{{- end -}}
{{- include "common.env.values" $plain }}
{{- include "common.env.fromConfigMap" (dict "name" (include "agecheck.configMapName" $context) "keys" $sources.config) }}
{{- $variables := include "agecheck.secretVariables" . | fromYaml -}}
{{- $secretVars := dict -}}
{{- range $sources.secrets -}}
{{- $_ := set $secretVars (index $variables .) (index $context.Values.global.existingSecretKeys .) -}}
{{- end -}}
{{- include "common.env.fromSecret" (dict "name" (include "agecheck.secretName" $context) "vars" $secretVars) }}
{{- else }}
{{- /* Without this the entrypoint of nginx-unprivileged logs every step of its set-up. */}}
{{- include "common.env.values" (dict "NGINX_ENTRYPOINT_QUIET_LOGS" "1") }}
{{- end }}
{{- with $values.extraEnvVars }}
{{ include "common.tplvalues.render" (dict "value" . "context" $context) }}
{{- end }}
{{- end -}}

{{/*
Checksums of the configuration a pod reads, so that `helm upgrade` restarts it when they change.
Usage: {{ include "agecheck.checksums" (dict "app" $app "context" $) }}
*/}}
{{- define "agecheck.checksums" -}}
{{- if eq .app.kind "backend" -}}
checksum/config: {{ include (print .context.Template.BasePath "/configmap.yaml") .context | sha256sum }}
checksum/secret: {{ include (print .context.Template.BasePath "/secret.yaml") .context | sha256sum }}
{{- else -}}
checksum/config: {{ include "agecheck.nginx.conf" . | sha256sum }}
{{- end -}}
{{- end -}}
