import { ConfigProvider, type ThemeConfig } from 'antd';
import frFR from 'antd/locale/fr_FR';
// The algorithm alone: antd's `theme` object would also bring the compact algorithm and
// getDesignToken into this chunk.
import darkAlgorithm from 'antd/es/theme/themes/dark';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import type { ReactNode } from 'react';
import { useTheme } from './theme-context';

dayjs.locale('fr');

// antd's default blue (#1677ff) reads at 4.1:1 on white: one shade darker passes WCAG AA (≈ 6:1).
// Its hover shades are lighter still (white on them ≈ 3:1), so a hovered primary button would
// fail: hover and press go darker instead. antd's secondary text (45 % black) is too faint too:
// it takes the theme's secondary colour of theme.css.
const lightTheme: ThemeConfig = {
  token: {
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLink: '#0958d9',
  },
};
const darkTheme: ThemeConfig = {
  algorithm: darkAlgorithm,
  token: {
    colorTextSecondary: '#bfbfbf',
    colorTextDescription: '#bfbfbf',
    colorPrimary: '#1668dc',
    colorPrimaryHover: '#1554ad',
    colorPrimaryActive: '#0f4490',
    colorLink: '#69b1ff',
  },
};

/**
 * antd's locale and theme around the parts of the app built with antd. Only those import this
 * module (lazily, with their own code), so a visitor reading the home page never downloads
 * antd's core: the shell and the home page are plain HTML and CSS modules.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  const { resolved } = useTheme();
  return (
    <ConfigProvider locale={frFR} theme={resolved === 'dark' ? darkTheme : lightTheme}>
      {children}
    </ConfigProvider>
  );
}
