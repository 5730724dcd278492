{{/*
Full image reference: [registry/]repository[:tag][@digest]. The registry falls back to
global.imageRegistry, the tag to the chart's appVersion; a digest, when set, pins the image.
Usage: {{ include "common.images.image" (dict "image" .Values.gateway.image "context" $) }}
*/}}
{{- define "common.images.image" -}}
{{- $registry := .image.registry | default .context.Values.global.imageRegistry -}}
{{- $repository := required "image.repository is required" .image.repository -}}
{{- $tag := .image.tag | default .context.Chart.AppVersion | toString -}}
{{- $reference := ternary $repository (printf "%s/%s" $registry $repository) (empty $registry) -}}
{{- if .image.digest -}}
{{- printf "%s@%s" $reference .image.digest -}}
{{- else -}}
{{- printf "%s:%s" $reference $tag -}}
{{- end -}}
{{- end -}}

{{/*
imagePullSecrets from global.imagePullSecrets (names or {name: ...} objects).
Usage: {{ include "common.images.pullSecrets" $ }}
*/}}
{{- define "common.images.pullSecrets" -}}
{{- $secrets := .Values.global.imagePullSecrets | default list -}}
{{- if $secrets }}
imagePullSecrets:
{{- range $secrets }}
  {{- if kindIs "map" . }}
  - name: {{ .name }}
  {{- else }}
  - name: {{ . }}
  {{- end }}
{{- end }}
{{- end }}
{{- end -}}
