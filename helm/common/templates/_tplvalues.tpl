{{/*
Renders a value that may contain template expressions ("{{ .Release.Name }}-extra"); maps and lists
are rendered as YAML.
Usage: {{ include "common.tplvalues.render" (dict "value" .Values.gateway.extraEnvVars "context" $) }}
*/}}
{{- define "common.tplvalues.render" -}}
{{- $value := typeIs "string" .value | ternary .value (.value | toYaml) -}}
{{- if contains "{{" (toJson .value) -}}
{{- tpl $value .context -}}
{{- else -}}
{{- $value -}}
{{- end -}}
{{- end -}}
