{{/*
An HTTP probe from a values block { enabled, path, initialDelaySeconds, periodSeconds, timeoutSeconds,
failureThreshold, successThreshold }; renders nothing when disabled.
Usage: {{ include "common.pod.httpProbe" (dict "name" "livenessProbe" "probe" .livenessProbe "port" "http") }}
*/}}
{{- define "common.pod.httpProbe" -}}
{{- if .probe.enabled }}
{{ .name }}:
  httpGet:
    path: {{ .probe.path }}
    port: {{ .port }}
  {{- toYaml (omit .probe "enabled" "path") | nindent 2 }}
{{- end }}
{{- end -}}

{{/*
A security context from a values block with an `enabled` switch; renders the block without the switch.
Usage: {{ include "common.pod.securityContext" .podSecurityContext }}
*/}}
{{- define "common.pod.securityContext" -}}
{{- if .enabled -}}
{{- toYaml (omit . "enabled") -}}
{{- end -}}
{{- end -}}

{{/*
Container resources; an app without requests and limits is refused, because the scheduler and the
HPA (CPU target) both depend on them.
Usage: {{ include "common.pod.resources" (dict "resources" .resources "component" "gateway") }}
*/}}
{{- define "common.pod.resources" -}}
{{- if not (and .resources.requests .resources.limits) -}}
{{- fail (printf "%s.resources must set both requests and limits" .component) -}}
{{- end -}}
{{- toYaml .resources -}}
{{- end -}}

{{/*
nodeSelector, tolerations, affinity and topologySpreadConstraints of a pod, from the app's values.
Usage: {{ include "common.pod.scheduling" (dict "values" $values "context" $) }}
*/}}
{{- define "common.pod.scheduling" -}}
{{- with .values.nodeSelector }}
nodeSelector: {{- include "common.tplvalues.render" (dict "value" . "context" $.context) | nindent 2 }}
{{- end }}
{{- with .values.tolerations }}
tolerations: {{- include "common.tplvalues.render" (dict "value" . "context" $.context) | nindent 2 }}
{{- end }}
{{- with .values.affinity }}
affinity: {{- include "common.tplvalues.render" (dict "value" . "context" $.context) | nindent 2 }}
{{- end }}
{{- with .values.topologySpreadConstraints }}
topologySpreadConstraints: {{- include "common.tplvalues.render" (dict "value" . "context" $.context) | nindent 2 }}
{{- end }}
{{- end -}}
