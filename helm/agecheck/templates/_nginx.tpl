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
{{- $values := index .context.Values .app.key -}}
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
