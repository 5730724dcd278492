{{/*
nginx configuration of a static app. The image (nginx-unprivileged) holds only the bundle in
/usr/share/nginx/html; the chart owns the server configuration, so the path under which a remote is
served and the Ingress path come from the same place (agecheck.remotePath).

- A remote is served under /remotes/<name>/ (the path the Ingress and the gateway forward unchanged)
  and, for callers that strip the prefix, at /.
- The shell falls back to index.html for client-side routes.
- index.html, remoteEntry.js and mf-manifest.json must never be cached without revalidation: they
  name the chunks of the current deployment. Only file names that carry a content hash
  (staticServer.immutableAssetsPattern) are cached for a year.
- Everything nginx writes goes to /tmp (an emptyDir): the root filesystem is read-only.
Usage: {{ include "agecheck.nginx.conf" (dict "app" $app "context" $) }}
*/}}
{{- define "agecheck.nginx.conf" -}}
{{- $values := include "agecheck.appValues" . | fromJson -}}
{{- $server := .context.Values.staticServer -}}
worker_processes {{ $server.workerProcesses }};
pid /tmp/nginx.pid;
error_log /dev/stderr warn;

events {
  worker_connections 1024;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log {{ ternary "/dev/stdout" "off" $server.accessLog }};
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  server_tokens off;

  client_body_temp_path /tmp/client_temp;
  proxy_temp_path /tmp/proxy_temp;
  fastcgi_temp_path /tmp/fastcgi_temp;
  uwsgi_temp_path /tmp/uwsgi_temp;
  scgi_temp_path /tmp/scgi_temp;

  gzip on;
  gzip_vary on;
  gzip_min_length 1024;
  gzip_types text/css application/javascript application/json image/svg+xml text/plain;

  map $uri $agecheck_cache_control {
    default "no-cache";
    "~{{ $server.immutableAssetsPattern }}" "public, max-age=31536000, immutable";
  }

  server {
    listen {{ $values.containerPort }};
    server_name _;
    root /usr/share/nginx/html;
    absolute_redirect off;

    add_header Cache-Control $agecheck_cache_control always;
    add_header X-Content-Type-Options nosniff always;
    add_header X-Frame-Options DENY always;
    add_header Referrer-Policy no-referrer always;
    {{- with .context.Values.gateway.hstsMaxAge }}
    add_header Strict-Transport-Security "max-age={{ int . }}; includeSubDomains" always;
    {{- end }}
    {{- if .app.remote }}
    # The shell may load the remote from another origin (global.remotesManifest).
    add_header Access-Control-Allow-Origin "*" always;

    rewrite ^{{ include "agecheck.remotePath" .app }}(.*)$ /$1 last;

    location = / {
      try_files /index.html @alive;
    }

    location @alive {
      default_type text/plain;
      return 200 "ok\n";
    }

    location / {
      try_files $uri =404;
    }
    {{- else }}
    add_header Content-Security-Policy "{{ include "agecheck.contentSecurityPolicy" .context }}" always;

    location / {
      try_files $uri $uri/ /index.html;
    }
    {{- end }}
  }
}
{{- end -}}

{{/*
Path under which a remote is served (Ingress, nginx and the gateway's default manifest URLs agree).
Usage: {{ include "agecheck.remotePath" $app }}
*/}}
{{- define "agecheck.remotePath" -}}
{{- printf "/remotes/%s/" .name -}}
{{- end -}}


{{/*
The shell's content security policy: the same as the gateway sends (gateway/src/edge/security-headers.ts,
docs/decisions/0007-gateway-edge.md), the platform plus Keycloak (the issuer's origin) and the origins of
remotes served from elsewhere (global.remotesManifest), and the map tile server (global.mapTileUrl).
Usage: {{ include "agecheck.contentSecurityPolicy" $ }}
*/}}
{{- define "agecheck.contentSecurityPolicy" -}}
{{- $keycloak := regexFind "^https?://[^/]+" .Values.global.oidcIssuer -}}
{{- $remotes := list -}}
{{- range $name, $manifest := .Values.global.remotesManifest -}}
{{- $origin := regexFind "^https?://[^/]+" $manifest -}}
{{- if $origin }}{{ $remotes = append $remotes $origin }}{{ end -}}
{{- end -}}
{{- $remotes = $remotes | uniq | sortAlpha -}}
{{- $tiles := list -}}
{{- with .Values.global.mapTileUrl }}{{ $tiles = list (regexFind "^https?://[^/]+" (replace "{s}." "*." .)) }}{{ end -}}
{{- $directives := list
  (list "default-src" "'self'")
  (concat (list "script-src" "'self'") $remotes)
  (concat (list "style-src" "'self'" "'unsafe-inline'") $remotes)
  (concat (list "img-src" "'self'" "data:" "blob:") $tiles)
  (concat (list "font-src" "'self'" "data:") $remotes)
  (concat (list "connect-src" "'self'" $keycloak) $remotes)
  (list "frame-src" $keycloak)
  (list "worker-src" "'self'")
  (list "manifest-src" "'self'")
  (list "form-action" "'self'" $keycloak)
  (list "base-uri" "'self'")
  (list "object-src" "'none'")
  (list "frame-ancestors" "'none'")
-}}
{{- $rendered := list -}}
{{- range $directives }}{{ $rendered = append $rendered (join " " .) }}{{ end -}}
{{- join ";" $rendered -}}
{{- end -}}
