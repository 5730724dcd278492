/**
 * House rules on the rendered manifests (ARCHITECTURE.md, STYLE.md "Helm"): every app has a
 * Deployment and a Service; every Deployment is secure by default and sized; the objects refer
 * to each other correctly (what the API server accepts but would fail at run time).
 * Each rule returns { name, errors }.
 */

const component = (object) => object.metadata?.labels?.['app.kubernetes.io/component'];
const ofKind = (objects, kind) => objects.filter((o) => o.kind === kind);
const id = (object) => `${object.kind}/${object.metadata?.name}`;
const selects = (matchLabels, labels) =>
  Object.keys(matchLabels ?? {}).length > 0 &&
  Object.entries(matchLabels).every(([key, value]) => labels?.[key] === value);

const appsHaveDeploymentAndService = (objects, apps) => {
  const errors = [];
  for (const { name: app } of apps) {
    for (const kind of ['Deployment', 'Service']) {
      const found = ofKind(objects, kind).filter((o) => component(o) === app);
      if (found.length !== 1) errors.push(`${app}: ${found.length} ${kind}s instead of 1`);
    }
  }
  return { name: `every app of apps.json has a Deployment and a Service (${apps.length} apps)`, errors };
};

/**
 * Errors when an object the pod refers to is not rendered, or lacks the key. `external` lists the
 * "Kind/name" of objects the values say the operator provides (an existing Secret, extraVolumes).
 */
const referenceChecker = (objects, external) => (kind, name, key, where) => {
  const object = objects.find((o) => o.kind === kind && o.metadata?.name === name);
  if (!object) return external.includes(`${kind}/${name}`) ? [] : [`${where} refers to ${kind} ${name}, which is neither rendered nor declared external`];
  if (key !== undefined && !(key in { ...object.data, ...object.stringData })) return [`${where} refers to missing key ${key} of ${kind} ${name}`];
  return [];
};

/** Security, sizing and health of one Deployment, and the references of its pod. */
const deploymentRules = (deployment, objects, external) => {
  const missing = referenceChecker(objects, external);
  const errors = [];
  const pod = deployment.spec?.template?.spec ?? {};
  const podSecurity = pod.securityContext ?? {};
  const volumes = new Map((pod.volumes ?? []).map((v) => [v.name, v]));

  if (!selects(deployment.spec?.selector?.matchLabels, deployment.spec?.template?.metadata?.labels)) {
    errors.push('selector does not select the pod template');
  }
  if (pod.automountServiceAccountToken !== false) errors.push('automountServiceAccountToken is not false');
  if (!deployment.spec?.template?.metadata?.annotations?.['checksum/config']) errors.push('no checksum/config annotation');

  for (const container of [...(pod.initContainers ?? []), ...(pod.containers ?? [])]) {
    const where = `container ${container.name}`;
    const security = container.securityContext ?? {};
    const resources = container.resources ?? {};
    for (const bound of ['requests', 'limits']) {
      for (const resource of ['cpu', 'memory']) {
        if (resources[bound]?.[resource] === undefined) errors.push(`${where}: no resources.${bound}.${resource}`);
      }
    }
    for (const probe of ['livenessProbe', 'readinessProbe']) {
      if (!container[probe]) errors.push(`${where}: no ${probe}`);
    }
    if ((security.runAsNonRoot ?? podSecurity.runAsNonRoot) !== true) errors.push(`${where}: runAsNonRoot is not true`);
    if (security.readOnlyRootFilesystem !== true) errors.push(`${where}: readOnlyRootFilesystem is not true`);
    if (security.allowPrivilegeEscalation !== false) errors.push(`${where}: allowPrivilegeEscalation is not false`);
    if (security.privileged === true) errors.push(`${where}: privileged`);
    if (!(security.capabilities?.drop ?? []).includes('ALL')) errors.push(`${where}: capabilities do not drop ALL`);
    if ((security.seccompProfile ?? podSecurity.seccompProfile)?.type !== 'RuntimeDefault') {
      errors.push(`${where}: seccompProfile is not RuntimeDefault`);
    }
    if (!/(:[\w][\w.-]{0,127}|@sha256:[a-f0-9]{64})$/.test(container.image ?? '') || /:latest$/.test(container.image)) {
      errors.push(`${where}: image ${container.image} has no pinned tag or digest`);
    }
    const portNames = new Set((container.ports ?? []).map((p) => p.name));
    for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) {
      const port = container[probe]?.httpGet?.port;
      if (typeof port === 'string' && !portNames.has(port)) errors.push(`${where}: ${probe} uses unknown port ${port}`);
    }
    for (const mount of container.volumeMounts ?? []) {
      if (!volumes.has(mount.name)) errors.push(`${where}: volumeMount ${mount.name} has no volume`);
    }
    if (!(container.volumeMounts ?? []).some((m) => m.mountPath === '/tmp')) {
      errors.push(`${where}: no writable /tmp (the root filesystem is read-only)`);
    }
    for (const variable of container.env ?? []) {
      const ref = variable.valueFrom?.configMapKeyRef ?? variable.valueFrom?.secretKeyRef;
      const kind = variable.valueFrom?.configMapKeyRef ? 'ConfigMap' : 'Secret';
      if (ref && !ref.optional) errors.push(...missing(kind, ref.name, ref.key, `${where}: ${variable.name}`));
    }
    for (const source of container.envFrom ?? []) {
      const ref = source.configMapRef ?? source.secretRef;
      if (ref && !ref.optional) errors.push(...missing(source.configMapRef ? 'ConfigMap' : 'Secret', ref.name, undefined, `${where}: envFrom`));
    }
  }
  for (const volume of volumes.values()) {
    const where = `volume ${volume.name}`;
    if (volume.configMap && !volume.configMap.optional) errors.push(...missing('ConfigMap', volume.configMap.name, undefined, where));
    if (volume.secret && !volume.secret.optional) errors.push(...missing('Secret', volume.secret.secretName, undefined, where));
    if (volume.persistentVolumeClaim) errors.push(...missing('PersistentVolumeClaim', volume.persistentVolumeClaim.claimName, undefined, where));
  }
  const hpa = ofKind(objects, 'HorizontalPodAutoscaler').find((h) => h.spec?.scaleTargetRef?.name === deployment.metadata.name);
  if (hpa && deployment.spec?.replicas !== undefined) errors.push('sets replicas although an HPA scales it');
  return {
    name: `${id(deployment)}: resources, probes, non-root, read-only root fs, no capabilities, references`,
    errors,
  };
};

/** Services, HPAs, PDBs, NetworkPolicies and the Ingress point at what exists. */
const references = (objects) => {
  const errors = [];
  const deployments = ofKind(objects, 'Deployment');
  const podLabels = (d) => d.spec?.template?.metadata?.labels;
  const services = new Map(ofKind(objects, 'Service').map((s) => [s.metadata.name, s]));

  for (const service of services.values()) {
    const targets = deployments.filter((d) => selects(service.spec?.selector, podLabels(d)));
    if (targets.length !== 1) {
      errors.push(`${id(service)} selects ${targets.length} Deployments`);
      continue;
    }
    const containerPorts = targets[0].spec.template.spec.containers.flatMap((c) => c.ports ?? []);
    for (const port of service.spec.ports ?? []) {
      const target = port.targetPort ?? port.port;
      if (!containerPorts.some((p) => p.name === target || p.containerPort === target)) {
        errors.push(`${id(service)} port ${port.name}: no container port ${target}`);
      }
    }
  }
  for (const hpa of ofKind(objects, 'HorizontalPodAutoscaler')) {
    const ref = hpa.spec?.scaleTargetRef ?? {};
    if (ref.kind !== 'Deployment' || !deployments.some((d) => d.metadata.name === ref.name)) {
      errors.push(`${id(hpa)} scales missing ${ref.kind}/${ref.name}`);
    }
    if (hpa.spec.minReplicas > hpa.spec.maxReplicas) errors.push(`${id(hpa)}: minReplicas > maxReplicas`);
  }
  for (const kind of ['PodDisruptionBudget', 'NetworkPolicy']) {
    for (const object of ofKind(objects, kind)) {
      const selector = kind === 'NetworkPolicy' ? object.spec?.podSelector?.matchLabels : object.spec?.selector?.matchLabels;
      const count = deployments.filter((d) => selects(selector, podLabels(d))).length;
      if (count !== 1) errors.push(`${id(object)} selects ${count} Deployments`);
    }
  }
  for (const ingress of ofKind(objects, 'Ingress')) {
    for (const rule of ingress.spec?.rules ?? []) {
      for (const path of rule.http?.paths ?? []) {
        const backend = path.backend?.service ?? {};
        const service = services.get(backend.name);
        if (!service) errors.push(`${id(ingress)} ${path.path}: missing Service ${backend.name}`);
        else if (!service.spec.ports.some((p) => p.name === backend.port?.name || p.port === backend.port?.number)) {
          errors.push(`${id(ingress)} ${path.path}: Service ${backend.name} has no port ${backend.port?.name ?? backend.port?.number}`);
        }
      }
    }
  }
  return { name: 'Services, HPAs, PDBs, NetworkPolicies and the Ingress refer to existing objects', errors };
};

/** Names are DNS labels or subdomains, as the API server requires. */
const names = (objects) => {
  const errors = [];
  const dnsLabel = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
  const seen = new Set();
  for (const object of objects) {
    const name = object.metadata?.name ?? '';
    if (!dnsLabel.test(name)) errors.push(`${id(object)}: name is not a DNS label`);
    if (seen.has(id(object))) errors.push(`${id(object)}: rendered twice`);
    seen.add(id(object));
  }
  return { name: `names are unique DNS labels (${objects.length} objects)`, errors };
};

export const houseRules = (objects, external, apps) => [
  appsHaveDeploymentAndService(objects, apps),
  ...ofKind(objects, 'Deployment').map((deployment) => deploymentRules(deployment, objects, external)),
  references(objects),
  names(objects),
];
