// 工程视图 (/index/map): the projects of /api/index/show placed by longitude and latitude. No map tiles are
// reachable offline, so numbered markers sit on a scaled grid with the list of projects beside it.
import { Card, Empty, List, Spin, Tag, Tooltip, Typography } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import { useIndexShow } from '../api/use-index-show';

/** Position in percent of the canvas, with a margin so markers at the extremes stay inside. */
function scale(value: number, min: number, max: number): number {
  return 8 + ((value - min) / (max - min || 1)) * 84;
}

export default function MapPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useIndexShow();
  const points = data?.projects ?? [];
  const lngs = points.map((point) => point.lng);
  const lats = points.map((point) => point.lat);
  const [minLng, maxLng, minLat, maxLat] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  return (
    <div className="page map-page">
      <Card
        title={
          <Typography.Title heading={2} className="card-heading">
            {t('overview.mapTitle')}
          </Typography.Title>
        }
        headerExtraContent={<Typography.Text type="tertiary">{t('overview.mapHint')}</Typography.Text>}
        bordered={false}
      >
        {isLoading ? (
          <Spin />
        ) : points.length === 0 ? (
          <Empty description={t('nav.noProject')} />
        ) : (
          <div className="map-layout">
            <div className="map-canvas">
              {points.map((point, index) => (
                <Tooltip key={point.id} content={`${point.name} · ${point.address}`}>
                  <span
                    className="map-marker"
                    style={{ left: `${scale(point.lng, minLng, maxLng)}%`, top: `${100 - scale(point.lat, minLat, maxLat)}%` }}
                    aria-label={point.name}
                  >
                    {index + 1}
                  </span>
                </Tooltip>
              ))}
            </div>
            <List
              className="map-legend"
              dataSource={points}
              renderItem={(point, index) => (
                <List.Item
                  header={<span className="map-marker is-static">{index + 1}</span>}
                  main={
                    <div>
                      <Typography.Text strong>{point.name}</Typography.Text> <Tag size="small">{point.status}</Tag>
                      <div>
                        <Typography.Text type="tertiary" size="small">
                          {point.address} · {point.lng.toFixed(2)}, {point.lat.toFixed(2)}
                        </Typography.Text>
                      </div>
                    </div>
                  }
                />
              )}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
