// Small local patches to Semi UI 2.89's markup where its own ARIA is at fault and no prop reaches it. Each is a
// literal replacement in one module of the ES build, applied when Vite bundles it; a replacement that no longer
// matches (Semi upgraded) stops the build, so a patch is looked at again rather than silently dropped.
// Vite's dev server pre-bundles dependencies without these plugins: they apply to builds (what users and the
// browser journeys get).
import type { Plugin } from 'vite';
import { patchModules, type ModulePatch } from './patch-modules';

const patches: ModulePatch[] = [
  {
    module: '@douyinfe/semi-icons/lib/es/components/Icon.js',
    why: 'Every icon was role="img" named after its file ("chevron_down", or "" inside Select): noise or a nameless image. Icons are decoration unless the caller names them.',
    find: `React.createElement("span", Object.assign({
    role: "img",
    ref: ref,
    "aria-label": type,
    className: classes,
    style: outerStyle
  }, restProps)`,
    replace: `React.createElement("span", Object.assign({
    ref: ref,
    className: classes,
    style: outerStyle
  }, restProps["aria-label"] ? { role: "img" } : { "aria-hidden": true }, restProps)`,
    count: 1,
  },
  {
    module: '@douyinfe/semi-ui-19/lib/es/select/index.js',
    why: 'aria-activedescendant named an option while the list was closed (no such element in the page).',
    find: '"aria-activedescendant": focusIndex !== -1 ? `${this.selectID}-option-${focusIndex}` : \'\'',
    replace: '"aria-activedescendant": focusIndex !== -1 && this.state.isOpen ? `${this.selectID}-option-${focusIndex}` : undefined',
    count: 3,
  },
  {
    module: '@douyinfe/semi-ui-19/lib/es/select/index.js',
    why: 'The combobox was named "selected" whatever its label; the caller\'s aria-label was dropped.',
    find: `"aria-label": selections.size ? 'selected' : '',`,
    replace: `"aria-label": this.props['aria-label'],`,
    count: 1,
  },
  {
    module: '@douyinfe/semi-ui-19/lib/es/pagination/index.js',
    why: 'The <ul> held the total, the page-size select and the quick jump besides its <li>s. The whole is now a navigation landmark; the pages sit in their own <ul> (display: contents keeps the layout), presentational because every item is a button.',
    find: `return /*#__PURE__*/React.createElement("ul", Object.assign({
      className: paginationCls,
      style: style
    }, this.getDataAttr(rest)), showTotal ? (/*#__PURE__*/React.createElement("span", {
      className: showTotalCls
    }, totalToken)) : null, this.renderPrevBtn(), this.renderPageList(), this.renderNextBtn(), this.renderPageSizeSwitch(locale), this.renderQuickJump(locale));`,
    replace: `return /*#__PURE__*/React.createElement("nav", Object.assign({
      className: paginationCls,
      style: style,
      "aria-label": "Pagination"
    }, this.getDataAttr(rest)), showTotal ? (/*#__PURE__*/React.createElement("span", {
      className: showTotalCls
    }, totalToken)) : null, /*#__PURE__*/React.createElement("ul", {
      role: "none",
      style: { display: "contents" }
    }, this.renderPrevBtn(), this.renderPageList(), this.renderNextBtn()), this.renderPageSizeSwitch(locale), this.renderQuickJump(locale));`,
    count: 1,
  },
  {
    module: '@douyinfe/semi-ui-19/lib/es/pagination/index.js',
    why: 'Previous and next could not be reached or pressed by keyboard.',
    find: `onClick: e => !isDisabled && this.foundation.goPrev(e),`,
    replace: `onClick: e => !isDisabled && this.foundation.goPrev(e),
      tabIndex: isDisabled ? -1 : 0,
      onKeyDown: e => (e.key === "Enter" || e.key === " ") && !isDisabled && (e.preventDefault(), this.foundation.goPrev(e)),`,
    count: 1,
  },
  {
    module: '@douyinfe/semi-ui-19/lib/es/pagination/index.js',
    why: 'Previous and next could not be reached or pressed by keyboard.',
    find: `onClick: e => !isDisabled && this.foundation.goNext(e),`,
    replace: `onClick: e => !isDisabled && this.foundation.goNext(e),
      tabIndex: isDisabled ? -1 : 0,
      onKeyDown: e => (e.key === "Enter" || e.key === " ") && !isDisabled && (e.preventDefault(), this.foundation.goNext(e)),`,
    count: 1,
  },
  {
    module: '@douyinfe/semi-ui-19/lib/es/pagination/index.js',
    why: 'Page numbers could not be reached or pressed by keyboard.',
    find: `onClick: () => !disabled && this.foundation.goPage(page, i),`,
    replace: `onClick: () => !disabled && this.foundation.goPage(page, i),
        role: "button",
        tabIndex: disabled || page === '...' ? -1 : 0,
        onKeyDown: e => (e.key === "Enter" || e.key === " ") && !disabled && (e.preventDefault(), this.foundation.goPage(page, i)),`,
    count: 1,
  },
  {
    module: '@douyinfe/semi-ui-19/lib/es/navigation/Item.js',
    why: 'A submenu\'s <li> sat between its menu and its menuitem title as a list item (menuitem without its menu, menu without menuitems); it is now role="none" and leaves its state (expanded, disabled) and focus to the title, which has them.',
    find: `      const ariaProps = {
        'aria-disabled': disabled
      };
      if (isSubNav) {
        const isOpen = this.adapter.getIsOpen();
        ariaProps['aria-expanded'] = isOpen;
      }`,
    replace: `      const ariaProps = isSubNav ? {} : {
        'aria-disabled': disabled
      };`,
    count: 1,
  },
  {
    module: '@douyinfe/semi-ui-19/lib/es/navigation/Item.js',
    why: 'See above: the submenu <li> is presentation only.',
    find: `        role: isSubNav ? null : "menuitem",
        tabIndex: isSubNav ? -1 : tabIndex`,
    replace: `        role: isSubNav ? "none" : "menuitem",
        tabIndex: isSubNav ? undefined : tabIndex`,
    count: 1,
  },
  {
    module: '@douyinfe/semi-ui-19/lib/es/navigation/SubNav.js',
    why: 'An open submenu listed its menuitems in a plain <ul>: it is a menu of its own.',
    find: `React.createElement("ul", {
      className: subNavCls
    }, children)`,
    replace: `React.createElement("ul", {
      className: subNavCls,
      role: "menu"
    }, children)`,
    count: 2,
  },
  {
    module: '@douyinfe/semi-ui-19/lib/es/tree/treeNode.js',
    why: 'Tree items answer Enter but could not take focus, so the keyboard could not reach them (the project switcher).',
    find: `      role: "treeitem",
      "aria-disabled": disabled,`,
    replace: `      role: "treeitem",
      tabIndex: disabled ? undefined : 0,
      "aria-disabled": disabled,`,
    count: 1,
  },
  {
    module: '@douyinfe/semi-ui-19/lib/es/toast/toast.js',
    why: 'The close button of every toast (登录成功, 保存成功, errors) was an icon without a name.',
    find: `      onClick: e => this.close(e),
      type: "tertiary",`,
    replace: `      onClick: e => this.close(e),
      "aria-label": "Close",
      type: "tertiary",`,
    count: 1,
  },
];

export function semiAccessibility(): Plugin {
  return patchModules('semi-accessibility-patches', patches);
}
