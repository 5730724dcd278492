{{/*
Environment variables read from a ConfigMap, one entry per key; the variable has the key's name.
Usage: {{ include "common.env.fromConfigMap" (dict "name" "my-config" "keys" (list "OIDC_ISSUER")) }}
*/}}
{{- define "common.env.fromConfigMap" -}}
{{- $configMap := .name -}}
{{- range .keys }}
- name: {{ . }}
  valueFrom:
    configMapKeyRef:
      name: {{ $configMap }}
      key: {{ . }}
{{- end }}
{{- end -}}

{{/*
Environment variables read from a Secret; `vars` maps variable name to key in the Secret, so an
existing Secret with other key names can be used.
Usage: {{ include "common.env.fromSecret" (dict "name" "my-secret" "vars" (dict "MONGO_URL" "mongo-url")) }}
*/}}
{{- define "common.env.fromSecret" -}}
{{- $secret := .name -}}
{{- range $variable, $key := .vars }}
- name: {{ $variable }}
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ $key }}
{{- end }}
{{- end -}}

{{/*
Plain environment variables from a map of name to value (values are quoted; empty values skipped).
Usage: {{ include "common.env.values" (dict "PORT" 3000 "LOG_LEVEL" "info") }}
*/}}
{{- define "common.env.values" -}}
{{- range $name, $value := . }}
{{- if not (kindIs "invalid" $value) }}
{{- if ne (toString $value) "" }}
- name: {{ $name }}
  value: {{ $value | toString | quote }}
{{- end }}
{{- end }}
{{- end }}
{{- end -}}
