import type { ScormVersion } from '@academy/contracts/entities/scorm';
import { strToU8, zipSync } from 'fflate';

export type PackageContent = {
  packageUuid: string;
  version: ScormVersion;
  courseName: string;
  /** The academy's origin (`https://academy.example`): the launch page asks it for launches and trusts its messages. */
  academyOrigin: string;
};

const xml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `imsmanifest.xml` of SCORM 1.2 (ADL CP 1.2 schemas): one organization, one item, one SCO resource. */
function manifest12(content: PackageContent): string {
  const id = `academy-${content.packageUuid}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="org-1">
    <organization identifier="org-1">
      <title>${xml(content.courseName)}</title>
      <item identifier="item-1" identifierref="resource-1" isvisible="true">
        <title>${xml(content.courseName)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="resource-1" type="webcontent" adlcp:scormtype="sco" href="index.html">
      <file href="index.html"/>
      <file href="launch.js"/>
    </resource>
  </resources>
</manifest>
`;
}

/** `imsmanifest.xml` of SCORM 2004 4th edition (CAM 1.3 schemas, `2004 4th Edition`). */
function manifest2004(content: PackageContent): string {
  const id = `academy-${content.packageUuid}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1.0"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="org-1">
    <organization identifier="org-1">
      <title>${xml(content.courseName)}</title>
      <item identifier="item-1" identifierref="resource-1" isvisible="true">
        <title>${xml(content.courseName)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="resource-1" type="webcontent" adlcp:scormType="sco" href="index.html">
      <file href="index.html"/>
      <file href="launch.js"/>
    </resource>
  </resources>
</manifest>
`;
}

/** The launch page: a full-window frame for the academy and a line of text while it starts or when it cannot. */
function launchHtml(content: PackageContent): string {
  return `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${xml(content.courseName)}</title>
<style>html,body{margin:0;height:100%;font-family:system-ui,sans-serif}#academy{border:0;width:100%;height:100%;display:block}#status{padding:1rem}</style>
</head>
<body>
<p id="status" role="status">Starting… / Starter…</p>
<script src="launch.js"></script>
</body>
</html>
`;
}

/**
 * The launch page's script. It holds no secret: the package's uuid and the academy's origin. It finds the LMS's
 * API (`API` for 1.2, `API_1484_11` for 2004) in the parent frames or the opener, starts the session, reads the
 * learner id, asks the academy for a short-lived launch and opens it in a frame; what the academy posts (only
 * from its origin and its frame) is written into the LMS's cmi data and committed, then acknowledged so the
 * academy knows it arrived. The session ends on pagehide.
 */
function launchScript(content: PackageContent): string {
  const config = JSON.stringify({
    packageUuid: content.packageUuid,
    version: content.version,
    academyOrigin: content.academyOrigin,
  });
  return `(function () {
  'use strict';
  var config = ${config};
  var is2004 = config.version === '2004';
  var apiName = is2004 ? 'API_1484_11' : 'API';
  var statusLine = document.getElementById('status');
  function show(text) { statusLine.textContent = text; statusLine.hidden = false; }

  function findIn(win) {
    for (var depth = 0; win && depth < 10; depth++) {
      try { if (win[apiName]) return win[apiName]; } catch (e) { /* another origin: look further up */ }
      if (!win.parent || win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  var api = findIn(window) || (window.opener ? findIn(window.opener) : null);
  if (!api) { show('The LMS was not found. Contact your administrator. / Fant ikke LMS-et. Kontakt administratoren.'); return; }

  var call = {
    init: function () { return is2004 ? api.Initialize('') : api.LMSInitialize(''); },
    get: function (name) { return is2004 ? api.GetValue(name) : api.LMSGetValue(name); },
    set: function (name, value) { return is2004 ? api.SetValue(name, String(value)) : api.LMSSetValue(name, String(value)); },
    commit: function () { return is2004 ? api.Commit('') : api.LMSCommit(''); },
    finish: function () { return is2004 ? api.Terminate('') : api.LMSFinish(''); }
  };

  call.init();
  var learnerId = call.get(is2004 ? 'cmi.learner_id' : 'cmi.core.student_id');
  if (!learnerId) { show('The LMS gave no learner id. Contact your administrator. / LMS-et ga ingen deltaker-id. Kontakt administratoren.'); return; }
  if (is2004) {
    if (call.get('cmi.completion_status') === 'unknown' || call.get('cmi.completion_status') === 'not attempted') call.set('cmi.completion_status', 'incomplete');
  } else if (call.get('cmi.core.lesson_status') === 'not attempted') {
    call.set('cmi.core.lesson_status', 'incomplete');
  }
  call.commit();

  var frame = null;
  var finished = false;
  function record(result) {
    if (typeof result.score === 'number') {
      var raw = Math.max(0, Math.min(100, Math.round(result.score)));
      if (is2004) {
        call.set('cmi.score.min', 0); call.set('cmi.score.max', 100);
        call.set('cmi.score.raw', raw); call.set('cmi.score.scaled', raw / 100);
      } else {
        call.set('cmi.core.score.min', 0); call.set('cmi.core.score.max', 100); call.set('cmi.core.score.raw', raw);
      }
    }
    if (is2004) {
      call.set('cmi.completion_status', result.completed ? 'completed' : 'incomplete');
      call.set('cmi.success_status', result.passed === true ? 'passed' : result.passed === false ? 'failed' : 'unknown');
    } else {
      var status = result.passed === true ? 'passed' : result.passed === false ? 'failed' : result.completed ? 'completed' : 'incomplete';
      call.set('cmi.core.lesson_status', status);
    }
    call.commit();
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== config.academyOrigin || !frame || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== 'academy.scorm.result') return;
    record(data);
    frame.contentWindow.postMessage({ type: 'academy.scorm.ack', id: data.id }, config.academyOrigin);
  });
  window.addEventListener('pagehide', function () {
    if (finished) return;
    finished = true;
    call.commit();
    call.finish();
  });

  var address = config.academyOrigin + '/api/v1/scorm/launch/' + encodeURIComponent(config.packageUuid) +
    '?learner=' + encodeURIComponent(learnerId);
  fetch(address, { credentials: 'omit' })
    .then(function (response) {
      return response.json().then(function (body) { return { ok: response.ok, body: body }; });
    })
    .then(function (answer) {
      if (!answer.ok) throw new Error((answer.body && answer.body.message) || 'launch refused');
      frame = document.createElement('iframe');
      frame.id = 'academy';
      frame.title = document.title;
      frame.allow = 'fullscreen';
      frame.src = answer.body.data.item.url;
      statusLine.hidden = true;
      document.body.appendChild(frame);
    })
    .catch(function (error) { show(String(error && error.message ? error.message : error)); });
})();
`;
}

export const manifestFor = (content: PackageContent) =>
  content.version === '2004' ? manifest2004(content) : manifest12(content);

/** The package: `imsmanifest.xml` at the root, the launch page and its script. */
export function buildScormZip(content: PackageContent): Uint8Array {
  return zipSync(
    {
      'imsmanifest.xml': strToU8(manifestFor(content)),
      'index.html': strToU8(launchHtml(content)),
      'launch.js': strToU8(launchScript(content)),
    },
    { level: 6, mtime: new Date('2026-01-01T00:00:00Z') },
  );
}
