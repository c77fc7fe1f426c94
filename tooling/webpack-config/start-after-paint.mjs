// The host's page starts its entry script only once the page has painted. A prerendered page is readable from the
// first response, but a `defer` entry that is already at hand (cached on a repeat visit, or quick on a fast link)
// runs before the first paint: on a slow phone, a few hundred milliseconds of the federation runtime's start with
// the page still blank. So the entry is preloaded where its `<script defer>` was and a small inline script at the
// end of the body adds it once the page has painted. Under a prerender the server goes further and holds every start
// hint (these preloads, the runtime config's, the remote's) in an inert `<template data-oja-start>` (the attribute
// is START_HINTS_ATTRIBUTE in @oja/shared/platform; api/src/site/prerender.ts): the same script releases them into
// the head, then adds the entry. The site's Content Security Policy allows this one inline script by its hash (the
// server reads it from the live shell's page: api/src/site/site.ts).
// The same script makes a prerendered form's submit work before the page's code has arrived (on a slow phone, seconds
// after the form shows): the prerender writes its submit buttons disabled and held (`data-oja-held`, prerender.mjs),
// so that without this script a press is never the browser's own submit (a GET with the fields in the address). The
// script enables them, and keeps a press: the browser's submit is cancelled, the form and the pressed button marked
// (`data-oja-submitted`, `data-oja-submitter`), the button turned busy (the platform's Button shows its busy face by
// `aria-busy` alone) and the start begun at once. The shell submits the live form when it takes over
// (shell/src/remotes/prerendered-page.ts).
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'OjaStartAfterPaint';

/**
 * The inline script that releases the held start hints and adds the entry `src` once the page's first contentful
 * paint has been presented (the paint timing entry; a frame's rAF is too early: the frame is drawn off the main
 * thread, after a quick script has already started). At once when there is nothing to paint first (an empty root),
 * in a hidden tab, or without paint timing; and after three seconds at the latest (a page whose content never
 * paints). Before that, it arms the prerendered page's held submit buttons and keeps a press on them for the live
 * page (at once, too: the visitor is waiting).
 */
export function startAfterPaint(src) {
  return [
    '(function(){',
    `var s=document.createElement("script");s.src=${JSON.stringify(src)};var started=false;`,
    'function start(){if(started)return;started=true;',
    'var held=document.querySelectorAll("template[data-oja-start]");',
    'for(var i=0;i<held.length;i++)document.head.appendChild(held[i].content);',
    'document.head.appendChild(s)}',
    'var copy=document.querySelector("[data-oja-prerender]");',
    'if(copy){',
    'var armed=copy.querySelectorAll("button[data-oja-held]");',
    'for(var j=0;j<armed.length;j++)armed[j].disabled=false;',
    'document.addEventListener("submit",function(e){',
    'var form=e.target;if(!copy.contains(form))return;e.preventDefault();',
    'if(form.hasAttribute("data-oja-submitted"))return;form.setAttribute("data-oja-submitted","");',
    'var by=e.submitter;if(by){by.setAttribute("data-oja-submitter","");by.setAttribute("aria-busy","true")}',
    'start()},true)}',
    'var root=document.getElementById("root");',
    'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
    'if(!root||!root.firstElementChild||document.visibilityState==="hidden"||types.indexOf("paint")<0)return start();',
    'new PerformanceObserver(function(list,observer){',
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start,0)}',
    '}).observe({type:"paint",buffered:true});',
    'setTimeout(start,3000)',
    '})()',
  ].join('');
}

export class StartAfterPaintPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const entryFiles = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
        const isEntry = (tag) =>
          tag.tagName === 'script' &&
          typeof tag.attributes.src === 'string' &&
          entryFiles.has(tag.attributes.src.slice(data.publicPath.length));
        const entries = data.headTags.filter(isEntry);
        if (entries.length !== 1) {
          compilation.errors.push(new Error(`${NAME}: expected one entry script in the page, found ${entries.length}`));
          return data;
        }
        const [entry] = entries;
        const src = entry.attributes.src;
        data.headTags.splice(
          data.headTags.indexOf(entry),
          1,
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: src }),
        );
        data.bodyTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, startAfterPaint(src)));
        return data;
      });
    });
  }
}
