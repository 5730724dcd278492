{{/*
Names follow the Helm convention: at most 63 characters (DNS label), no trailing dash.
*/}}

{{/* Chart name, or .Values.nameOverride. */}}
{{- define "common.names.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Chart name and version, for the helm.sh/chart label. */}}
{{- define "common.names.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/*
Release-scoped name: .Values.fullnameOverride, else the release name, suffixed with the chart name
unless the release name already contains it.
*/}}
{{- define "common.names.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/*
Name of one component of the release.
Usage: {{ include "common.names.component" (dict "component" "gateway" "context" $) }}
*/}}
{{- define "common.names.component" -}}
{{- printf "%s-%s" (include "common.names.fullname" .context | trunc 52 | trimSuffix "-") .component | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Namespace of the release, or .Values.namespaceOverride. */}}
{{- define "common.names.namespace" -}}
{{- default .Release.Namespace .Values.namespaceOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}
