// 工程视图 (/index/map): the projects of /api/index/show placed by longitude and latitude (no map tiles are
// reachable offline, so the view plots the points on a scaled grid).
import { Card, Empty, Spin, Tooltip, Typography } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import { useIndexShow } from '../api/use-index-show';

const WIDTH = 960;
const HEIGHT = 480;
const PADDING = 48;

export default function MapPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useIndexShow();
  const points = data?.projects ?? [];
  const lngs = points.map((point) => point.lng);
  const lats = points.map((point) => point.lat);
  const [minLng, maxLng, minLat, maxLat] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const x = (lng: number) => PADDING + ((lng - minLng) / (maxLng - minLng || 1)) * (WIDTH - 2 * PADDING);
  const y = (lat: number) => HEIGHT - PADDING - ((lat - minLat) / (maxLat - minLat || 1)) * (HEIGHT - 2 * PADDING);
  return (
    <div className="page map-page">
      <Card title={t('overview.mapTitle')} bordered={false}>
        <Typography.Text type="tertiary">{t('overview.mapHint')}</Typography.Text>
        {isLoading ? (
          <Spin />
        ) : points.length === 0 ? (
          <Empty description={t('nav.noProject')} />
        ) : (
          <div className="map-canvas" style={{ width: WIDTH, height: HEIGHT }}>
            {points.map((point) => (
              <Tooltip key={point.id} content={`${point.name} · ${point.address}`}>
                <div className="map-point" style={{ left: x(point.lng), top: y(point.lat) }}>
                  <span className="map-dot" />
                  <span className="map-label">{point.name}</span>
                </div>
              </Tooltip>
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
